import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Does what the ALTCHA widget does in a browser: fetch a challenge, solve it, encode the token. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (
    await app.inject({ method: 'GET', url: '/api/captcha/challenge' })
  ).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) {
    throw new Error('captcha challenge could not be solved');
  }
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
