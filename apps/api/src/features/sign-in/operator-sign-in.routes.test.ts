import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import type { Role } from '@skyparcel/domain/accounts';
import { eq } from 'drizzle-orm';
import { generate, generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTotpSecretCipher, hashPassword } from '../../modules/credentials';
import { DEMO_PASSWORD } from '../../modules/users';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildAccount } from '../../testing/build-user';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let passwordHash = '';
beforeAll(async () => {
  ctx = await buildTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => ctx.close());

type Operator = { id: string; email: string; secret: string };

/**
 * A fresh operator with a confirmed authenticator (or none when `enrolled` is false), so tests
 * share neither the hourly challenge limit nor the last used time step.
 */
async function createOperator(role: Role = 'STAFF', enrolled = true): Promise<Operator> {
  // The secret is sealed with the user's id, so the id is chosen before the account is made.
  const id = randomUUID();
  const secret = generateSecret();
  const { email } = await buildAccount(ctx.db, {
    id,
    role,
    passwordHash,
    ...(enrolled
      ? { totpSecretEncrypted: ctx.app.totpCipher.encrypt(secret, id), totpLastStep: 0 }
      : {}),
  });
  return { id, email, secret };
}

async function login(email: string) {
  return as(ctx.app, null).post('/api/login/login', {
    email,
    password: DEMO_PASSWORD,
    recaptchaToken: await solveCaptcha(ctx.app),
  });
}

function verify(challengeId: string, code: string) {
  return as(ctx.app, null).post('/api/login/verify-code', { challengeId, code });
}

/** The authenticator app's code, `steps` periods from now. */
function codeOf(secret: string, steps = 0) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** The current code and its time step, read from one clock reading (a step may end meanwhile). */
async function currentCodeWithStep(secret: string) {
  const epoch = Math.floor(Date.now() / 1000);
  return { code: await generate({ secret, epoch }), step: Math.floor(epoch / 30) };
}

/** Another 6-digit code, wrong for every step of the window. */
async function wrongCodeFor(secret: string) {
  const valid = new Set(await Promise.all([-1, 0, 1].map((steps) => codeOf(secret, steps))));
  let candidate = 0;
  while (valid.has(String(candidate).padStart(6, '0'))) {
    candidate += 1;
  }
  return String(candidate).padStart(6, '0');
}

async function userRow(id: string) {
  const [row] = await ctx.db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}

async function mailCountTo(email: string) {
  const rows = await ctx.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.to, email));
  return rows.length;
}

describe('POST /api/login/login for staff and admins', () => {
  test('answers the challenge with the authenticator as second factor and e-mails nothing', async () => {
    const operator = await createOperator('STAFF');
    const response = await login(operator.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      challengeId: expect.any(String),
      verificationCodeExpiry: expect.any(String),
      agentCodeIsNull: true,
      approvalStatusIsApproved: true,
      secondFactor: 'totp',
    });
    expect(await mailCountTo(operator.email)).toBe(0);
  });

  test('a customer still gets the e-mailed code and no second-factor field', async () => {
    const customer = 'customer@demo.skyparcel.test';
    const before = await mailCountTo(customer);
    const body = (await login(customer)).json();
    expect(body.secondFactor).toBeUndefined();
    expect(body.totpEnrolment).toBeUndefined();
    expect(await mailCountTo(customer)).toBe(before + 1);
  });

  test('an operator, who gets no e-mail, is never held to the e-mailed codes’ hourly cap (issue 27)', async () => {
    const operator = await createOperator('STAFF');
    for (let i = 0; i < 7; i += 1) {
      const response = await login(operator.email);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await mailCountTo(operator.email)).toBe(0);
  });

  test('the password and account checks come first, as for customers', async () => {
    const operator = await createOperator('ADMIN');
    const wrong = await as(ctx.app, null).post('/api/login/login', {
      email: operator.email,
      password: 'Wrong-pass-1!',
      recaptchaToken: await solveCaptcha(ctx.app),
    });
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(wrong.body).not.toContain('totp');
  });
});

describe('POST /api/login/verify-code with an authenticator code', () => {
  test('the current code issues a session that opens GET /api/user', async () => {
    const operator = await createOperator('ADMIN');
    const { challengeId } = (await login(operator.email)).json();
    const response = await verify(challengeId, await codeOf(operator.secret));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'ADMIN', agentCodeIsNull: true });
    const me = await as(ctx.app, { token: response.json().token }).get('/api/user');
    expect(me.json()).toMatchObject({ email: operator.email, role: 'ADMIN' });
  });

  test('the demo admin signs in with the demo authenticator secret', async () => {
    const { challengeId, secondFactor } = (await login('admin@demo.skyparcel.test')).json();
    expect(secondFactor).toBe('totp');
    const response = await verify(challengeId, await codeOf(DEMO_TOTP_SECRET));
    expect(response.json().role).toBe('ADMIN');
  });

  test('a code one step old or one step ahead still works; two steps off does not', async () => {
    const late = await createOperator();
    const lateChallenge = (await login(late.email)).json().challengeId;
    expect((await verify(lateChallenge, await codeOf(late.secret, -1))).statusCode).toBe(200);

    const far = await createOperator();
    const farChallenge = (await login(far.email)).json().challengeId;
    const twoOld = await codeOf(far.secret, -2);
    const inWindow = new Set(await Promise.all([-1, 0, 1].map((s) => codeOf(far.secret, s))));
    if (!inWindow.has(twoOld)) {
      expect((await verify(farChallenge, twoOld)).json().error.code).toBe('OTP_INVALID');
    }
    expect((await verify(farChallenge, await codeOf(far.secret, 1))).statusCode).toBe(200);
  });

  test('a wrong code answers Invalid code please try again and is counted in the database', async () => {
    const operator = await createOperator();
    const { challengeId } = (await login(operator.email)).json();
    const response = await verify(challengeId, await wrongCodeFor(operator.secret));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'OTP_INVALID',
      message: 'Invalid code please try again.',
    });
    const [challenge] = await ctx.db
      .select()
      .from(schema.loginChallenges)
      .where(eq(schema.loginChallenges.id, challengeId));
    expect(challenge?.attempts).toBe(1);
    expect((await userRow(operator.id))?.totpLastStep).toBe(0);
  });

  test('five wrong codes end the challenge, even for the right code afterwards', async () => {
    const operator = await createOperator();
    const { challengeId } = (await login(operator.email)).json();
    const wrong = await wrongCodeFor(operator.secret);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(challengeId, wrong)).json().error.code).toBe('OTP_INVALID');
    }
    const after = await verify(challengeId, await codeOf(operator.secret));
    expect(after.json().error).toEqual({
      code: 'OTP_EXPIRED',
      message: 'OTP expired please try again.',
    });
  });

  test('a code that signed in once is refused on the next challenge (replay)', async () => {
    const operator = await createOperator();
    const { code, step } = await currentCodeWithStep(operator.secret);
    const first = (await login(operator.email)).json().challengeId;
    expect((await verify(first, code)).statusCode).toBe(200);
    expect((await userRow(operator.id))?.totpLastStep).toBe(step);

    const second = (await login(operator.email)).json().challengeId;
    expect((await verify(second, code)).json().error.code).toBe('OTP_INVALID');
    const next = await generate({ secret: operator.secret, epoch: (step + 1) * 30 });
    expect((await verify(second, next)).statusCode).toBe(200);
    expect((await userRow(operator.id))?.totpLastStep).toBe(step + 1);
  });

  test('the same right code sent twice at once signs in once', async () => {
    const operator = await createOperator();
    const { challengeId } = (await login(operator.email)).json();
    const code = await codeOf(operator.secret);
    const answers = await Promise.all([verify(challengeId, code), verify(challengeId, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const sessions = await ctx.db
      .select()
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, operator.id));
    expect(sessions).toHaveLength(1);
  });

  test('a challenge expires after 10 minutes', async () => {
    const operator = await createOperator();
    const { challengeId } = (await login(operator.email)).json();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    try {
      const code = await codeOf(operator.secret);
      expect((await verify(challengeId, code)).json().error.code).toBe('OTP_EXPIRED');
    } finally {
      vi.useRealTimers();
    }
  });

  test('a code is bound to its challenge: another user’s challenge refuses it', async () => {
    const [mine, theirs] = await Promise.all([createOperator(), createOperator()]);
    const theirChallenge = (await login(theirs.email)).json().challengeId;
    const mineCode = await codeOf(mine.secret);
    const theirCodes = new Set(await Promise.all([-1, 0, 1].map((s) => codeOf(theirs.secret, s))));
    if (!theirCodes.has(mineCode)) {
      expect((await verify(theirChallenge, mineCode)).json().error.code).toBe('OTP_INVALID');
    }
  });
});

describe('enrolling an authenticator', () => {
  test('an operator without one gets a QR code, the otpauth URI and the secret; the first right code confirms it', async () => {
    const operator = await createOperator('STAFF', false);
    const first = (await login(operator.email)).json();
    expect(first.secondFactor).toBe('totp-enrolment');
    const { otpauthUri, qrCodeDataUrl, secret } = first.totpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Skyparcel:${encodeURIComponent(operator.email)}?secret=${secret}&issuer=Skyparcel`,
    );
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(qrCodeDataUrl.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const stored = await userRow(operator.id);
    expect(stored?.totpSecretEncrypted).toMatch(/^v1\./);
    expect(stored?.totpSecretEncrypted).not.toContain(secret);
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored?.totpLastStep).toBeNull();
    expect(await mailCountTo(operator.email)).toBe(0);

    // Until confirmed, each password step shows the same secret again.
    const again = (await login(operator.email)).json();
    expect(again.totpEnrolment.secret).toBe(secret);
    const wrong = await verify(again.challengeId, await wrongCodeFor(secret));
    expect(wrong.json().error.code).toBe('OTP_INVALID');
    expect((await userRow(operator.id))?.totpLastStep).toBeNull();

    const { code, step } = await currentCodeWithStep(secret);
    const signedIn = await verify(again.challengeId, code);
    expect(signedIn.statusCode).toBe(200);
    expect((await userRow(operator.id))?.totpLastStep).toBe(step);

    const later = (await login(operator.email)).json();
    expect(later.secondFactor).toBe('totp');
    expect(later.totpEnrolment).toBeUndefined();
  });

  test('a secret this server cannot decrypt fails closed instead of enrolling anew', async () => {
    const operator = await createOperator('STAFF');
    const foreign = createTotpSecretCipher('another-auth-secret-of-32-characters!!');
    await ctx.db
      .update(schema.users)
      .set({ totpSecretEncrypted: foreign.encrypt(operator.secret, operator.id) })
      .where(eq(schema.users.id, operator.id));
    const { challengeId } = (await login(operator.email)).json();
    const response = await verify(challengeId, await codeOf(operator.secret));
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL');
  });

  test('two password steps at once show one secret', async () => {
    const operator = await createOperator('ADMIN', false);
    const answers = await Promise.all([login(operator.email), login(operator.email)]);
    const secrets = answers.map((answer) => answer.json().totpEnrolment.secret);
    expect(secrets[0]).toBe(secrets[1]);
    const stored = await userRow(operator.id);
    expect(ctx.app.totpCipher.decrypt(stored?.totpSecretEncrypted ?? '', operator.id)).toBe(
      secrets[0],
    );
  });
});
