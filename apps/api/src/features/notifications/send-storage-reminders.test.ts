import { afterAll, beforeAll, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { sendStorageReminders } from './send-storage-reminders';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** One pass of the reminder job as if it ran at `now`. */
function remindAt(now: Date) {
  return sendStorageReminders({ db: ctx.db, mailer: ctx.app.mailer, clock: () => now });
}

async function mailsTo(email: string) {
  return (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}`)).json();
}

test('e-mails 7 days and 1 day before free storage ends, once each, with the fee that follows', async () => {
  const customer = await buildCustomer(ctx.db);
  const receivedAt = new Date('2026-03-01T09:00:00Z');
  await buildPackage(ctx.db, {
    owner: customer,
    warehouse: 'GB-LON',
    retailerName: 'ASOS',
    receivedAt,
  });
  const at = (days: number) => new Date(receivedAt.getTime() + days * DAY + 60_000);

  await remindAt(at(22));
  expect(await mailsTo(customer.user.email)).toHaveLength(0);

  await remindAt(at(23));
  await remindAt(at(23));
  const [seven] = await mailsTo(customer.user.email);
  expect(await mailsTo(customer.user.email)).toHaveLength(1);
  expect(seven.subject).toMatch(/^Free storage of package PK\d+ ends soon$/);
  expect(seven.text).toContain('March 31, 2026');
  expect(seven.text).toContain('£0.80 per day');

  await remindAt(at(29));
  const mails = await mailsTo(customer.user.email);
  expect(mails).toHaveLength(2);
  expect(mails[0].subject).toContain('ends soon');
  expect(mails[0].html).toContain('1 day(s)');

  await remindAt(at(30));
  expect(await mailsTo(customer.user.email)).toHaveLength(2);
  const notes = (await as(ctx.app, customer).get('/api/user/notifications')).json();
  expect(notes.map((note: { kind: string }) => note.kind)).toEqual([
    'storage_ending',
    'storage_ending',
  ]);
});

test('packages that left the suite or have no owner get no reminder', async () => {
  const customer = await buildCustomer(ctx.db);
  const receivedAt = new Date('2026-04-01T09:00:00Z');
  await buildPackage(ctx.db, { owner: customer, status: 'preparing', receivedAt });
  await buildPackage(ctx.db, { owner: null, receivedAt });
  await remindAt(new Date(receivedAt.getTime() + 29 * DAY));
  expect(await mailsTo(customer.user.email)).toHaveLength(0);
});
