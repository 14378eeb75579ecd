import { type DbHandle, schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { findUserById } from '../modules/users';
import { buildAccount } from '../testing/build-user';
import { cloneTemplate } from '../testing/template-db';

let handle: DbHandle;
beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

test('a prepared read answers each call with its own values', async () => {
  const ingrid = await buildAccount(handle.db, { firstName: 'Ingrid' });
  const omar = await buildAccount(handle.db, { firstName: 'Omar' });
  expect((await findUserById(handle.db, ingrid.id))?.firstName).toBe('Ingrid');
  expect((await findUserById(handle.db, omar.id))?.firstName).toBe('Omar');
  expect(await findUserById(handle.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
});

test('inside a transaction a prepared read runs in it and sees its uncommitted change', async () => {
  const user = await buildAccount(handle.db, { firstName: 'Before' });
  await expect(
    handle.db.transaction(async (tx) => {
      await tx
        .update(schema.users)
        .set({ firstName: 'During' })
        .where(eq(schema.users.id, user.id));
      expect((await findUserById(tx, user.id))?.firstName).toBe('During');
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  expect((await findUserById(handle.db, user.id))?.firstName).toBe('Before');
});
