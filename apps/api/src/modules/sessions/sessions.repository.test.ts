import type { DbHandle } from '@skyparcel/db';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildUser } from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import { createSession, findLiveSession, revokeUserSessions } from './index';

let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

test('revokeUserSessions ends every session of the user but the one kept, and no one else’s', async () => {
  const { user, token: kept } = await buildUser(handle.db, { role: 'CUSTOMER' });
  const { token: other } = await createSession(handle.db, user.id);
  const stranger = await buildUser(handle.db, { role: 'CUSTOMER' });
  const keptSession = await findLiveSession(handle.db, kept);
  await revokeUserSessions(handle.db, user.id, { exceptSessionId: keptSession?.session.id });
  expect(await findLiveSession(handle.db, kept)).toBeDefined();
  expect(await findLiveSession(handle.db, other)).toBeUndefined();
  expect(await findLiveSession(handle.db, stranger.token)).toBeDefined();

  await revokeUserSessions(handle.db, user.id);
  expect(await findLiveSession(handle.db, kept)).toBeUndefined();
});

test('findLiveSession finds no session of a deactivated user', async () => {
  const { token } = await buildUser(handle.db, { role: 'CUSTOMER', isActive: false });
  expect(await findLiveSession(handle.db, token)).toBeUndefined();
});
