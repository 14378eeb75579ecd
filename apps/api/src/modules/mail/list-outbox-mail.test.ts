import type { DbHandle } from '@skyparcel/db';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { cloneTemplate } from '../../testing/template-db';
import { listOutboxMail } from './index';
import { insertOutboxMail } from './mail-outbox.repository';

let handle: DbHandle;

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
});
afterAll(async () => handle.close());

const mail = (to: string, subject: string) => ({
  to,
  cc: null,
  replyTo: null,
  subject,
  text: 'text',
  html: '<p>html</p>',
});

test("with `to`, only that recipient's mail, whatever the case of the address, newest first", async () => {
  await insertOutboxMail(handle.db, mail('Ana@Example.com', 'first'));
  await insertOutboxMail(handle.db, mail('someone-else@example.com', 'other'));
  await insertOutboxMail(handle.db, mail('ana@example.com', 'second'));
  const rows = await listOutboxMail(handle.db, { to: 'ANA@example.com', limit: 10 });
  expect(rows.map((row) => row.subject)).toEqual(['second', 'first']);
  expect(await listOutboxMail(handle.db, { to: undefined, limit: 1 })).toHaveLength(1);
});
