import { expect, test } from '../../fixtures/test';

test('[VISITOR] reads the API reference at /api/docs under the portal CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  await page.goto('/api/docs');
  // The page is HTML the server wrote from the OpenAPI document (decision 025): the heading and
  // the operations arrive with it, no script has to run first.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Skyparcel customer API' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GET /api/deliveries/price' })).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);

  // A schema opens on request; the contents link leads to its group.
  const price = page.locator('article', {
    has: page.getByRole('heading', { name: 'GET /api/deliveries/price' }),
  });
  await price.getByText('application/json').first().click();
  await expect(price.locator('pre').first()).toBeVisible();
  expect(refused).toEqual([]);
});

test('[VISITOR] reads the API reference in Arabic, right to left', async ({ page }) => {
  await page.goto('/api/docs?lang=ar-AE');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'المحتويات' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'GET /api/deliveries/price' })).toBeVisible();
});

test('[VISITOR] the API reference has no axe violations, its schemas open', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/api/docs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Skyparcel customer API' }),
  ).toBeVisible();
  // axe over the whole page (~350 KB, every schema open) took 13 s with the machine busy, most
  // of a test's 30 s. Every operation is written by the same function (api-reference-page.ts), so
  // the scan keeps the page's frame (head, header, contents, landmarks: the page-level rules still
  // run) and one group whose operations have every part that function writes (parameter tables,
  // request bodies, response schemas, the sign-in flag), and drops the other groups. The schemas
  // are opened, because axe skips what a closed <details> hides.
  const kept = page.locator('#tag-user-management');
  await expect(kept.locator('table').first()).toBeAttached();
  await expect(kept.locator('.flag').first()).toBeAttached();
  await page.evaluate(() => {
    for (const section of document.querySelectorAll('main > section')) {
      if (section.id !== 'tag-user-management') {
        section.remove();
      }
    }
    for (const details of document.querySelectorAll('details')) {
      details.open = true;
    }
  });
  await expectNoAxeViolations(page);
});
