import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at 64 MiB, 3 passes: about 100-150 ms a hash on this 2-core machine (goal 50-250 ms,
 * `npm run bench`). @node-rs/argon2 runs on libuv's thread pool, off the event loop.
 */
export const ARGON2_OPTIONS = { memoryCost: 65_536, timeCost: 3, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password or a malformed stored hash; never throws on bad input. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * The hash an unknown e-mail is checked against: made once, offline, from a random password nobody
 * kept, with ARGON2_OPTIONS (a test keeps the two in step). A constant, so even the first unknown
 * e-mail after a start costs one verify and no extra hash.
 */
export const TIMING_EQUALISER_HASH =
  '$argon2id$v=19$m=65536,t=3,p=1$UdAGPVCtMYCdt5aoLS9TpQ$5tkvZputi7lnvZju39jsZGSKJTV0Gt5Yc5BfhQ7jjzs';

/**
 * Spends the time of one real check when there is no account to check against, so an unknown
 * e-mail answers as slowly as a wrong password and timing does not reveal which accounts exist.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await verifyPassword(TIMING_EQUALISER_HASH, password);
}
