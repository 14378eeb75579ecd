import type { DbHandle } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import {
  claimAccountTry,
  claimAuthenticatorSecret,
  consumeEmailToken,
  createEmailToken,
  findLiveEmailToken,
  findUserById,
  hasEmailTokenSendsLeft,
  listOperatorsByEmail,
  listUsers,
  markSuiteGreetingSeen,
  recordAuthenticatorStep,
} from './index';

let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

describe('listUsers', () => {
  test('the inactive filter finds a deactivated user and no active one', async () => {
    const marker = `inactive${Date.now()}`;
    const closed = await buildUser(handle.db, {
      role: 'CUSTOMER',
      email: `${marker}-closed@example.com`,
      isActive: false,
    });
    await buildUser(handle.db, { role: 'CUSTOMER', email: `${marker}-open@example.com` });
    const { rows, total } = await listUsers(handle.db, {
      keyword: marker,
      status: 'inactive',
      page: 1,
    });
    expect(rows.map((row) => row.id)).toEqual([closed.user.id]);
    expect(total).toBe(1);
  });

  test('pending means neither approved nor rejected', async () => {
    const marker = `pending${Date.now()}`;
    const waiting = await buildUser(handle.db, {
      role: 'CUSTOMER',
      email: `${marker}-waiting@example.com`,
      isApproved: false,
    });
    await buildUser(handle.db, {
      role: 'CUSTOMER',
      email: `${marker}-refused@example.com`,
      isApproved: false,
      isRejected: true,
    });
    await buildUser(handle.db, { role: 'CUSTOMER', email: `${marker}-approved@example.com` });
    const { rows } = await listUsers(handle.db, { keyword: marker, status: 'pending', page: 1 });
    expect(rows.map((row) => row.id)).toEqual([waiting.user.id]);
  });

  test('a keyword matches literally: % and _ are not wildcards', async () => {
    const { rows } = await listUsers(handle.db, { keyword: '%_%', status: 'all', page: 1 });
    expect(rows).toEqual([]);
  });
});

describe('markSuiteGreetingSeen', () => {
  test('only the first close counts', async () => {
    const { user } = await buildUser(handle.db, { role: 'CUSTOMER' });
    const first = new Date('2026-01-02T03:04:05Z');
    await handle.db
      .update(schema.users)
      .set({ suiteGreetingSeenAt: first })
      .where(eq(schema.users.id, user.id));
    await markSuiteGreetingSeen(handle.db, user.id);
    expect((await findUserById(handle.db, user.id))?.suiteGreetingSeenAt).toEqual(first);
  });
});

describe('email tokens', () => {
  test('a live token is found for its purpose only, and not once used or expired', async () => {
    const { user } = await buildUser(handle.db, { role: 'CUSTOMER' });
    const token = await createEmailToken(handle.db, user.id, 'set_password', 1);
    expect(await findLiveEmailToken(handle.db, token, 'confirm_email')).toBeUndefined();
    expect(await findLiveEmailToken(handle.db, token, 'set_password')).toBe(user.id);
    expect(await consumeEmailToken(handle.db, token, 'set_password')).toBe(user.id);
    expect(await findLiveEmailToken(handle.db, token, 'set_password')).toBeUndefined();
    expect(await consumeEmailToken(handle.db, token, 'set_password')).toBeUndefined();

    const expired = await createEmailToken(handle.db, user.id, 'confirm_email', -1);
    expect(await findLiveEmailToken(handle.db, expired, 'confirm_email')).toBeUndefined();
  });

  test('the hourly cap counts the tokens of its own purpose', async () => {
    const { user } = await buildUser(handle.db, { role: 'CUSTOMER' });
    await createEmailToken(handle.db, user.id, 'confirm_email', 1);
    await createEmailToken(handle.db, user.id, 'confirm_email', 1);
    expect(await hasEmailTokenSendsLeft(handle.db, user.id, 'confirm_email', 2)).toBe(false);
    expect(await hasEmailTokenSendsLeft(handle.db, user.id, 'set_password', 2)).toBe(true);
  });
});

describe('authenticator', () => {
  test('the first secret stored wins; a later claim answers it', async () => {
    const { user } = await buildUser(handle.db, { role: 'STAFF' });
    expect(await claimAuthenticatorSecret(handle.db, user.id, 'first')).toBe('first');
    expect(await claimAuthenticatorSecret(handle.db, user.id, 'second')).toBe('first');
  });

  test('a time step is recorded only when it moves forward, so a code works once', async () => {
    const { user } = await buildUser(handle.db, { role: 'STAFF' });
    expect(await recordAuthenticatorStep(handle.db, user.id, 100)).toBe(true);
    expect(await recordAuthenticatorStep(handle.db, user.id, 100)).toBe(false);
    expect(await recordAuthenticatorStep(handle.db, user.id, 99)).toBe(false);
    expect(await recordAuthenticatorStep(handle.db, user.id, 101)).toBe(true);
  });
});

describe('listOperatorsByEmail', () => {
  test('answers staff and admins only, never a customer with a listed e-mail', async () => {
    const staff = await buildUser(handle.db, { role: 'STAFF' });
    const customer = await buildUser(handle.db, { role: 'CUSTOMER' });
    const rows = await listOperatorsByEmail(handle.db, [staff.user.email, customer.user.email]);
    expect(rows.map((row) => row.id)).toEqual([staff.user.id]);
  });
});

describe('claimAccountTry', () => {
  test('counts tries up to the ceiling, then refuses while the lock lasts', async () => {
    const { user } = await buildUser(handle.db, { role: 'CUSTOMER' });
    const now = new Date();
    const until = new Date(now.getTime() + 60_000);
    const claim = () => claimAccountTry(handle.db, user.id, { now, until, ceiling: 2 });
    expect(await claim()).toEqual({ lockedUntil: null });
    expect((await claim())?.lockedUntil).toEqual(until);
    expect(await claim()).toBeUndefined();
    const later = { now: new Date(until.getTime() + 1), until, ceiling: 2 };
    expect(await claimAccountTry(handle.db, user.id, later)).toEqual({ lockedUntil: null });
  });
});
