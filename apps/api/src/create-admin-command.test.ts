import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CommandLineError, createAdmin, parseCreateAdminArgs } from './create-admin-command';
import { buildTestApp } from './testing/build-test-app';
import { PRODUCTION_ENV } from './testing/production-env';
import { solveCaptcha } from './testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  // A production app (no demo doors) over the test database, as a real install would run it.
  ctx = await buildTestApp({ ...PRODUCTION_ENV, SMTP_URL: 'smtp://127.0.0.1:1' });
});
afterAll(async () => ctx.close());

function depsOf() {
  return { db: ctx.db, mailer: ctx.app.mailer, publicUrl: ctx.config.publicUrl };
}

describe('npm run create-admin', () => {
  test('invites an ADMIN and answers a one-time link; the link sets a password and the admin signs in', async () => {
    const args = parseCreateAdminArgs([
      '--email',
      'First.Admin@Example.com',
      '--first-name',
      'Aisha',
    ]);
    const { user, link } = await createAdmin(depsOf(), args);
    expect(user).toMatchObject({
      email: 'first.admin@example.com',
      firstName: 'Aisha',
      lastName: 'Administrator',
      role: 'ADMIN',
      isApproved: true,
      passwordHash: null,
    });
    expect(link).toMatch(/^https:\/\/portal\.skyparcel\.example\/\?resetToken=[\w-]+&lang=en-US$/);
    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(eq(schema.auditLog.targetUserId, user.id), eq(schema.auditLog.action, 'user.invite')),
      );
    expect(audit).toMatchObject({ actorUserId: null, details: { role: 'ADMIN' } });

    // What the link's page does: choose a password with the token, once.
    const token = new URL(link).searchParams.get('resetToken') ?? '';
    const setPassword = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/register/set-password',
        payload: { token, newPassword: 'First-admin-pass-1!' },
      });
    expect((await setPassword()).statusCode).toBe(200);
    expect((await setPassword()).json().error.code).toBe('RESET_TOKEN_INVALID');

    // Then the Login modal: password, captcha, and the authenticator set up at the first sign-in.
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: {
        email: 'first.admin@example.com',
        password: 'First-admin-pass-1!',
        recaptchaToken: await solveCaptcha(ctx.app),
      },
    });
    const challenge = login.json();
    expect(challenge.secondFactor).toBe('totp-enrolment');
    const code = await generate({ secret: challenge.totpEnrolment.secret });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/verify-code',
      payload: { challengeId: challenge.challengeId, code },
    });
    expect(verified.json()).toMatchObject({ role: 'ADMIN' });
    const usersPage = await ctx.app.inject({
      method: 'GET',
      url: '/api/UserProfile/users',
      headers: { authorization: `Bearer ${verified.json().token}` },
    });
    expect(usersPage.statusCode).toBe(200);
  });

  test('an address that has an account already is refused', async () => {
    const args = parseCreateAdminArgs(['--email', 'customer@demo.skyparcel.test']);
    await expect(createAdmin(depsOf(), args)).rejects.toMatchObject({ code: 'EMAIL_EXISTS' });
  });

  test('the invitation is e-mailed too, in the chosen language', async () => {
    const args = parseCreateAdminArgs(['--email', 'fr-admin@example.com', '--locale', 'fr']);
    const { link } = await createAdmin(depsOf(), args);
    expect(link).toMatch(/&lang=fr$/);
    const [mail] = await ctx.db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, 'fr-admin@example.com'));
    expect(mail?.text).toContain(link);
  });

  test('refuses a missing or invalid e-mail, an unknown option and an unknown language', async () => {
    expect(() => parseCreateAdminArgs([])).toThrow(/--email is required[\s\S]*Usage/);
    expect(() => parseCreateAdminArgs(['--email', 'a@b.example', '--role', 'STAFF'])).toThrow(
      CommandLineError,
    );
    expect(() => parseCreateAdminArgs(['--email', 'a@b.example', '--locale', 'de'])).toThrow(
      /--locale must be one of en-US, no, fr, ar-AE/,
    );
    await expect(
      createAdmin(depsOf(), parseCreateAdminArgs(['--email', 'not-an-address'])),
    ).rejects.toThrow(/Invalid invitation:\n {2}- email: /);
  });
});
