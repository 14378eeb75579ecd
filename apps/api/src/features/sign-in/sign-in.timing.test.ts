import { schema } from '@skyparcel/db';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { hashPassword } from '../../modules/credentials';
import { buildTestApp } from '../../testing/build-test-app';
import { solveCaptcha } from '../../testing/solve-captcha';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const ROUNDS = 21;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Wall time of one password step; the captcha is solved beforehand, outside the measure. */
async function timeLogin(email: string): Promise<{ ms: number; code: string }> {
  const recaptchaToken = await solveCaptcha(ctx.app);
  const start = performance.now();
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/login',
    payload: { email, password: 'Wrong-pass-1!', recaptchaToken },
  });
  return { ms: performance.now() - start, code: response.json().error.code };
}

// ADR 021: timing must not tell which e-mails have accounts. Both kinds run interleaved, so a
// busy moment on the shared machine slows both, and medians ignore the odd outlier.
vi.setConfig({ hookTimeout: 120_000 });
test('a wrong password for an unknown e-mail takes as long as for a known one', async () => {
  const hash = await hashPassword('Known-pass-1!');
  // Several accounts (7 tries each), so the known tries never reach a lock, which answers at once.
  const known = Array.from({ length: 3 }, (_, i) => `timing-${i}-${Date.now()}@example.com`);
  await ctx.db.insert(schema.users).values(
    known.map((email) => ({
      email,
      firstName: 'Timing',
      lastName: 'Test',
      passwordHash: hash,
      isApproved: true,
      emailConfirmedAt: new Date(),
    })),
  );
  // One of each first, so neither kind pays a first-call cost inside the measure.
  await timeLogin(known[0] ?? '');
  await timeLogin('warm-up@example.com');

  const knownTimes: number[] = [];
  const unknownTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each kind goes first in every other round, so neither always follows the other.
    const tryKnown = () => timeLogin(known[round % known.length] ?? '');
    const tryUnknown = () => timeLogin(`nobody-${round}@example.com`);
    let knownTry: Awaited<ReturnType<typeof timeLogin>>;
    let unknownTry: Awaited<ReturnType<typeof timeLogin>>;
    if (round % 2 === 0) {
      knownTry = await tryKnown();
      unknownTry = await tryUnknown();
    } else {
      unknownTry = await tryUnknown();
      knownTry = await tryKnown();
    }
    expect([knownTry.code, unknownTry.code]).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    knownTimes.push(knownTry.ms);
    unknownTimes.push(unknownTry.ms);
  }
  const knownMedian = median(knownTimes);
  const unknownMedian = median(unknownTimes);
  const medians = `known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms`;
  expect(Math.abs(knownMedian - unknownMedian) / knownMedian, medians).toBeLessThan(0.1);
}, 180_000);
