import { expect, test } from '../../fixtures/test';

test('[VISITOR] reads the API reference at /api/docs under the portal CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Skyparcel customer API/ })).toBeVisible();
  await expect(page.getByText('/api/deliveries/price').first()).toBeVisible();
  expect(refused).toEqual([]);
});
