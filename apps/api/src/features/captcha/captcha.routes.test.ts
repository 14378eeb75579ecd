import { createServer } from 'node:http';
import { schema } from '@skyparcel/db';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

describe('GET /api/captcha/challenge', () => {
  test('serves a signed, expiring ALTCHA challenge that is never cached', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      expiresAt: expect.any(Number),
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('captcha verification on the server', () => {
  test('accepts a solved challenge once, and refuses its replay', async () => {
    const token = await solveCaptcha(ctx.app);
    expect(await ctx.app.captcha.verify(token)).toBe(true);
    expect(await ctx.app.captcha.verify(token)).toBe(false);
  });

  test('simultaneous uses of one solution: exactly one passes', async () => {
    const before = (await ctx.db.select().from(schema.captchaUses)).length;
    const token = await solveCaptcha(ctx.app);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => ctx.app.captcha.verify(token)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await ctx.db.select().from(schema.captchaUses)).toHaveLength(before + 1);
  });

  test('refuses a missing, garbled or tampered token', async () => {
    expect(await ctx.app.captcha.verify(undefined)).toBe(false);
    expect(await ctx.app.captcha.verify('not base64 json')).toBe(false);
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const token = await solveCaptcha(ctx.app);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = wrongKey.solution.derivedKey.replace(/^./, (c: string) =>
      c === '0' ? '1' : '0',
    );
    expect(await ctx.app.captcha.verify(encode(wrongKey))).toBe(false);
    const longerLife = structuredClone(payload);
    longerLife.challenge.parameters.expiresAt += 3600;
    expect(await ctx.app.captcha.verify(encode(longerLife))).toBe(false);
    // The untouched original still works: the refusals above did not burn it.
    expect(await ctx.app.captcha.verify(token)).toBe(true);
  });

  test('refuses a solution whose challenge is more than ten minutes old', async () => {
    const token = await solveCaptcha(ctx.app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60 * 1000 });
    try {
      expect(await ctx.app.captcha.verify(token)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  test('refuses a challenge signed by another server', async () => {
    const other = await buildTestApp({
      CAPTCHA_HMAC_SECRET: 'another-secret-another-secret-another',
    });
    try {
      const foreign = await solveCaptcha(other.app);
      expect(await ctx.app.captcha.verify(foreign)).toBe(false);
    } finally {
      await other.close();
    }
  });
});

describe('a reCAPTCHA-kind provider', () => {
  test('asks the configured verify endpoint and follows its answer', async () => {
    const seen: string[] = [];
    const provider = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const params = new URLSearchParams(body);
        seen.push(`${params.get('secret')}:${params.get('response')}`);
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ success: params.get('response') === 'good-token' }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const recaptcha = await buildTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/verify`,
    });
    try {
      expect(await recaptcha.app.captcha.verify('good-token')).toBe(true);
      expect(await recaptcha.app.captcha.verify('bad-token')).toBe(false);
      expect(seen).toEqual(['server-secret:good-token', 'server-secret:bad-token']);
      const challenge = await recaptcha.app.inject({
        method: 'GET',
        url: '/api/captcha/challenge',
      });
      expect(challenge.statusCode).toBe(404);
    } finally {
      await recaptcha.close();
      provider.close();
    }
  });

  test('the server refuses to start without its secret', async () => {
    await expect(buildTestApp({ CAPTCHA_PROVIDER: 'recaptcha' })).rejects.toThrow(
      /RECAPTCHA_SECRET/,
    );
  });
});
