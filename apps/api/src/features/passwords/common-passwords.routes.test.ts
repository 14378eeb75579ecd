import { translate } from '@skyparcel/i18n';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createEmailToken } from '../../modules/users';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildAccount, buildUser } from '../../testing/build-user';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const ORIGINAL = 'Original-pass-1!';
/** 'greedisgood' is number 9,941 of the 10,000 most common passwords; the rules alone pass it. */
const DEEP_IN_THE_LIST = 'Greedisgood1!';

/** The refusal: 400 with the common-password text on the password field (product.md). */
function expectCommonPasswordRefusal(
  response: Awaited<ReturnType<typeof ctx.app.inject>>,
  field: string,
) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.fields).toEqual({ [field]: 'validation.commonPassword' });
  expect(translate('en-US', error.fields[field])).toBe(
    'This password is too common. Please choose another one.',
  );
}

describe('the server refuses the 10,000 most common passwords', () => {
  test('at registration', async () => {
    const response = await as(ctx.app, null).post('/api/register', {
      firstName: 'Common',
      lastName: 'Password',
      email: `common-reg-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: DEEP_IN_THE_LIST,
      recaptchaToken: await solveCaptcha(ctx.app),
      receiveOffersAndPromotionsFlag: false,
      shipperType: 'Company',
      baseCarrier: 'WF',
    });
    expectCommonPasswordRefusal(response, 'password');
  });

  test('when a reset link sets a new password', async () => {
    const user = await buildAccount(ctx.db, { password: ORIGINAL });
    const token = await createEmailToken(ctx.db, user.id, 'set_password', 2);
    const response = await as(ctx.app, null).post('/api/register/set-password', {
      token,
      newPassword: 'Zoomzoom2024!',
    });
    expectCommonPasswordRefusal(response, 'newPassword');
  });

  test('when a signed-in user changes the password', async () => {
    const customer = await buildUser(ctx.db, { password: ORIGINAL });
    const response = await as(ctx.app, customer).post('/api/user/set-password', {
      oldPassword: ORIGINAL,
      newPassword: 'BABOON1985#',
    });
    // This call answers the spec's own text for any refused new password.
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'NEW_PASSWORD_INVALID',
      message: 'New Password is invalid',
    });
    const accepted = await as(ctx.app, customer).post('/api/user/set-password', {
      oldPassword: ORIGINAL,
      newPassword: 'Baboon-in-the-fjord-7!',
    });
    expect(accepted.statusCode).toBe(200);
  });
});
