import { createHash } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyScope,
  releaseIdempotencyKey,
  retakeIdempotencyKey,
  storeIdempotentAnswer,
} from './idempotency.repository';

/** How long a repeat waits for the first call with its key to answer (a double click). */
const WAIT_FOR_FIRST_MS = 10_000;
/**
 * A claim without an answer after this long is taken to be a dead process's (kill -9, a crash
 * mid-call behind a proxy; decision 074): the repeat takes it over and runs the call itself,
 * which then resumes what the first had begun (`isRetaken`), so nothing is done twice.
 */
export const CLAIM_LEASE_MS = 5_000;
const POLL_MS = 50;

/** The request's fingerprint: the same key with another body is another request. */
export function hashRequest(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How the call runs: `isRetaken` when a call with the key began before and never answered. */
export type IdempotentRun = { isRetaken: boolean };

/**
 * Runs `call` once per (user, scope, key): the first call with a key claims it and stores its
 * answer; a repeat with the same request gets that answer (waiting while the first still runs),
 * one with another request is refused with 422. A call that fails gives its key back, so trying
 * again does the work again (nothing lasting was done, or a newer payment supersedes it). A claim
 * left unanswered past its lease is taken over by the repeat (`isRetaken`).
 */
export async function withIdempotencyKey<T>(
  db: Db,
  key: { userId: string; scope: IdempotencyScope; key: string },
  request: unknown,
  call: (run: IdempotentRun) => Promise<T>,
): Promise<T> {
  const requestHash = hashRequest(request);
  const claimed = await claimIdempotencyKey(db, { ...key, requestHash, at: new Date() });
  if (claimed) {
    return runHolding(db, key, claimed, () => call({ isRetaken: false }));
  }
  for (let waited = 0; ; waited += POLL_MS) {
    const row = await findIdempotencyKey(db, key);
    if (!row) {
      // The first call failed and gave the key back: this one runs instead.
      return withIdempotencyKey(db, key, request, call);
    }
    if (row.requestHash !== requestHash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED');
    }
    if (row.responseStatus !== null) {
      return row.responseBody as T;
    }
    if (Date.now() - row.createdAt.getTime() >= CLAIM_LEASE_MS) {
      const retaken = await retakeIdempotencyKey(db, key, row.createdAt, new Date());
      if (retaken) {
        return runHolding(db, key, retaken, () => call({ isRetaken: true }));
      }
      continue;
    }
    if (waited >= WAIT_FOR_FIRST_MS) {
      throw new AppError('IDEMPOTENCY_KEY_IN_USE');
    }
    await sleep(POLL_MS);
  }
}

async function runHolding<T>(
  db: Db,
  key: { userId: string; scope: IdempotencyScope; key: string },
  heldSince: Date,
  call: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await call();
    await storeIdempotentAnswer(db, key, heldSince, { status: 200, body: answer });
    return answer;
  } catch (error) {
    await releaseIdempotencyKey(db, key, heldSince);
    throw error;
  }
}
