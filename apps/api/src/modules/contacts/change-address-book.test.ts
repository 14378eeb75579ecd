import { ContactBodySchema } from '@skyparcel/domain/contacts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { changeAddressBook } from './change-address-book';
import { insertContact, ONE_DEFAULT_INDEX, SAME_ADDRESS_CONSTRAINT } from './contact.repository';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

/** What node-postgres and PGlite throw for a unique violation, wrapped as Drizzle wraps it. */
function uniqueViolation(constraint: string) {
  const driverError = Object.assign(new Error('duplicate key value'), {
    code: '23505',
    constraint,
  });
  return new Error('Failed query', { cause: driverError });
}

async function caller() {
  const { user } = await buildCustomer(ctx.db);
  return { id: user.id, actingAdminId: null };
}

test('runs a change again when it lost the race for the default mark', async () => {
  let attempts = 0;
  const result = await changeAddressBook(ctx.db, await caller(), async () => {
    attempts += 1;
    if (attempts === 1) {
      throw uniqueViolation(ONE_DEFAULT_INDEX);
    }
    return 'saved';
  });
  expect(result).toBe('saved');
  expect(attempts).toBe(2);
});

test('gives up after three lost races, with the database error', async () => {
  let attempts = 0;
  const change = changeAddressBook(ctx.db, await caller(), async () => {
    attempts += 1;
    throw uniqueViolation(ONE_DEFAULT_INDEX);
  });
  await expect(change).rejects.toThrow('Failed query');
  expect(attempts).toBe(3);
});

test('turns the same address saved twice at once into Address Already Exist.', async () => {
  const change = changeAddressBook(ctx.db, await caller(), async () => {
    throw uniqueViolation(SAME_ADDRESS_CONSTRAINT);
  });
  await expect(change).rejects.toMatchObject({ code: 'CONTACT_EXISTS' });
});

test('recognises the database’s own unique violation of the same address', async () => {
  const owner = await caller();
  const body = ContactBodySchema.parse({
    firstName: 'Layla',
    lastName: 'Haddad',
    street: 'Villa 12',
    city: 'Dubai',
    stateOrProvince: 'Dubai',
    countryCode: 'AE',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
  });
  await insertContact(ctx.db, owner.id, body, 'same');
  const change = changeAddressBook(ctx.db, owner, (tx) =>
    insertContact(tx, owner.id, body, 'same'),
  );
  await expect(change).rejects.toMatchObject({ code: 'CONTACT_EXISTS' });
});
