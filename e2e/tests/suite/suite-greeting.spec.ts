import { confirmEmailApi, NEW_ACCOUNT_PASSWORD, registerAccountApi } from '../../fixtures/accounts';
import { approveUserByEmail } from '../../fixtures/operator';
import { signInWithEmailedCode } from '../../fixtures/sign-in';
import { expect, test } from '../../fixtures/test';
import { textsOf } from '../support/page-checks';

const t = textsOf('en-US');

test.describe.configure({ timeout: 90_000 });

test('[CUSTOMER] a new customer is greeted once; closing the greeting is kept by the account', async ({
  page,
  request,
  admin,
}) => {
  const account = await registerAccountApi(request, 'Greeted');
  await confirmEmailApi(request, account.email);
  await approveUserByEmail(request, admin, account.email);

  await page.goto('/?login');
  await signInWithEmailedCode(page, account.email, { password: NEW_ACCOUNT_PASSWORD });
  await expect(page).toHaveURL(/\/my-package-lockers$/);
  const main = page.getByRole('main');
  const greeting = main.getByRole('region', { name: t('suite.greeting.title') });
  await expect(greeting).toBeVisible();
  await expect(greeting).toContainText(t('suite.greeting.body'));

  await greeting.getByRole('button', { name: t('suite.greeting.dismiss') }).click();
  await expect(greeting).toHaveCount(0);

  // The account remembers it, not this browser: a reload and the API both say so.
  await page.reload();
  await expect(main.locator('.locker-card').first()).toBeVisible();
  await expect(greeting).toHaveCount(0);
  const token = await page.evaluate(() => window.localStorage.getItem('ssoToken'));
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ email: account.email, firstTime: false });
});
