import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const FORBIDDEN_TEXT = 'User does not have permission to update or delete a credit card or contact';

const dubaiHome = {
  title: 'Ms',
  firstName: 'Layla',
  lastName: 'Haddad',
  street: 'Villa 12, Street 4, Al Barsha 2',
  city: 'Dubai',
  stateOrProvince: 'Dubai',
  countryCode: 'AE',
  phoneCountryCode: '+971',
  phoneNumber: '050 123 4567',
  addressType: 'home',
  shipperConsigneeAddressType: 'consignee',
};

const kuwaitOffice = {
  firstName: 'Omar',
  middleName: 'K.',
  lastName: 'Saleh',
  street: 'Block 3, Street 12, Building 7',
  street2: 'Floor 4',
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: '22001',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '5551 2345',
  addressType: 'work',
  isDefault: true,
};

async function customer() {
  return buildCustomer(ctx.db);
}

async function addContact(caller: { token: string }, body: object = dubaiHome) {
  const response = await as(ctx.app, caller).post('/api/user/contacts', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; isDefault: boolean };
}

async function defaultsOf(userId: string) {
  return ctx.db
    .select({ id: schema.contacts.id })
    .from(schema.contacts)
    .where(and(eq(schema.contacts.userId, userId), eq(schema.contacts.isDefault, true)));
}

describe('GET /api/user/contacts', () => {
  test('answers an empty book, with or without the trailing slash', async () => {
    const sara = await customer();
    for (const url of ['/api/user/contacts', '/api/user/contacts/']) {
      const response = await as(ctx.app, sara).get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  test('lists only the caller’s contacts, the default first', async () => {
    const sara = await customer();
    const other = await customer();
    await addContact(other);
    const home = await addContact(sara);
    const office = await addContact(sara, kuwaitOffice);
    const response = await as(ctx.app, sara).get('/api/user/contacts');
    expect(response.json().map((contact: { id: string }) => contact.id)).toEqual([
      office.id,
      home.id,
    ]);
    expect(response.json()[0]).toEqual({
      id: office.id,
      title: null,
      firstName: 'Omar',
      middleName: 'K.',
      lastName: 'Saleh',
      street: 'Block 3, Street 12, Building 7',
      street2: 'Floor 4',
      city: 'Salmiya',
      stateOrProvince: 'Hawalli',
      zip: '22001',
      countryCode: 'KW',
      phoneCountryCode: '+965',
      phoneNumber: '55512345',
      addressType: 'work',
      shipperConsigneeAddressType: 'consignee',
      isDefault: true,
    });
  });

  test('answers 401 to a visitor', async () => {
    const response = await as(ctx.app, null).get('/api/user/contacts');
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/contacts', () => {
  test('saves a contact with the spec’s success text and audits it', async () => {
    const sara = await customer();
    const response = await as(ctx.app, sara).post('/api/user/contacts', dubaiHome);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Ms',
      phoneNumber: '501234567',
      isDefault: false,
      message: 'New address saved with success',
    });
    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUserId, sara.user.id));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'contact.add',
        actorUserId: sara.user.id,
        details: { contactId: response.json().id, isDefault: false },
      }),
    ]);
  });

  test('answers every address rule of spec section 5 as fields of Invalid contact data.', async () => {
    const sara = await customer();
    const response = await as(ctx.app, sara).post('/api/user/contacts', {
      countryCode: 'KW',
      phoneCountryCode: '+965',
      phoneNumber: '12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'CONTACT_INVALID',
        message: 'Invalid contact data.',
        fields: {
          firstName: 'validation.contact.firstName',
          lastName: 'validation.contact.lastName',
          street: 'validation.contact.street',
          city: 'validation.contact.city',
          stateOrProvince: 'validation.contact.stateOrProvince',
          phoneNumber: 'validation.contact.phone',
        },
      },
    });
  });

  test('checks the phone for the contact’s country', async () => {
    const sara = await customer();
    const response = await as(ctx.app, sara).post('/api/user/contacts', {
      ...dubaiHome,
      phoneNumber: '12345',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ phoneNumber: 'validation.contact.phone' });
    await addContact(sara, { ...dubaiHome, phoneNumber: '50 123 4567' });
  });

  test('refuses a NUL byte, an over-long text and an unknown title or type', async () => {
    const sara = await customer();
    const response = await as(ctx.app, sara).post('/api/user/contacts', {
      ...dubaiHome,
      firstName: 'Lay\u0000la',
      street: 'x'.repeat(201),
      title: 'Dr',
      addressType: 'office',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CONTACT_INVALID');
    expect(response.json().error.fields).toMatchObject({ firstName: 'validation.nulCharacter' });
    const longOnly = await as(ctx.app, sara).post('/api/user/contacts', {
      ...dubaiHome,
      street: 'x'.repeat(201),
      title: 'Dr',
      addressType: 'office',
    });
    expect(longOnly.json().error.fields).toEqual({
      street: 'validation.tooLong',
      title: 'validation.invalid',
      addressType: 'validation.invalid',
    });
    expect(
      await as(ctx.app, sara)
        .get('/api/user/contacts')
        .then((r) => r.json()),
    ).toEqual([]);
  });

  test('answers Address Already Exist. for the same address, whatever its case and spacing', async () => {
    const sara = await customer();
    await addContact(sara);
    const response = await as(ctx.app, sara).post('/api/user/contacts', {
      ...dubaiHome,
      firstName: 'LAYLA',
      street: ' villa 12,  street 4, al barsha 2 ',
      phoneNumber: '501234567',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'CONTACT_EXISTS', message: 'Address Already Exist.' },
    });
  });

  test('the same address added twice at once is saved once', async () => {
    const sara = await customer();
    const answers = await Promise.all(
      [1, 2].map(() => as(ctx.app, sara).post('/api/user/contacts', dubaiHome)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  test('a new default takes the mark from the old one', async () => {
    const sara = await customer();
    const first = await addContact(sara, { ...dubaiHome, isDefault: true });
    expect(await defaultsOf(sara.user.id)).toEqual([{ id: first.id }]);
    const second = await addContact(sara, kuwaitOffice);
    expect(second.isDefault).toBe(true);
    expect(await defaultsOf(sara.user.id)).toEqual([{ id: second.id }]);
  });

  test('answers 401 to a visitor before reading the body', async () => {
    const response = await as(ctx.app, null).post('/api/user/contacts', { firstName: '' });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/user/contacts/{contactId}', () => {
  test('changes a contact', async () => {
    const sara = await customer();
    const home = await addContact(sara);
    const response = await as(ctx.app, sara).put(`/api/user/contacts/${home.id}`, {
      ...dubaiHome,
      city: 'Sharjah',
      stateOrProvince: 'Sharjah',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: home.id,
      city: 'Sharjah',
      message: 'New address saved with success',
    });
  });

  test('makes a contact the default and clears the old default in one step', async () => {
    const sara = await customer();
    const office = await addContact(sara, kuwaitOffice);
    const home = await addContact(sara);
    const response = await as(ctx.app, sara).put(`/api/user/contacts/${home.id}`, {
      ...dubaiHome,
      isDefault: true,
    });
    expect(response.json().isDefault).toBe(true);
    expect(await defaultsOf(sara.user.id)).toEqual([{ id: home.id }]);
    const list = await as(ctx.app, sara).get('/api/user/contacts');
    expect(list.json().find((c: { id: string }) => c.id === office.id).isDefault).toBe(false);
  });

  test('two "make default" calls racing leave exactly one default', async () => {
    const sara = await customer();
    const home = await addContact(sara);
    const office = await addContact(sara, { ...kuwaitOffice, isDefault: false });
    const answers = await Promise.all([
      as(ctx.app, sara).put(`/api/user/contacts/${home.id}`, { ...dubaiHome, isDefault: true }),
      as(ctx.app, sara).put(`/api/user/contacts/${office.id}`, {
        ...kuwaitOffice,
        isDefault: true,
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await defaultsOf(sara.user.id)).toHaveLength(1);
  });

  test('two first addresses added as default at once leave exactly one default', async () => {
    const sara = await customer();
    const answers = await Promise.all([
      as(ctx.app, sara).post('/api/user/contacts', { ...dubaiHome, isDefault: true }),
      as(ctx.app, sara).post('/api/user/contacts', kuwaitOffice),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(await defaultsOf(sara.user.id)).toHaveLength(1);
  });

  test('a change into another saved address answers Address Already Exist.', async () => {
    const sara = await customer();
    await addContact(sara);
    const office = await addContact(sara, kuwaitOffice);
    const response = await as(ctx.app, sara).put(`/api/user/contacts/${office.id}`, dubaiHome);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Address Already Exist.');
  });

  test('a bad body answers Invalid contact data.', async () => {
    const sara = await customer();
    const home = await addContact(sara);
    const response = await as(ctx.app, sara).put(`/api/user/contacts/${home.id}`, {
      ...dubaiHome,
      lastName: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'CONTACT_INVALID',
      message: 'Invalid contact data.',
      fields: { lastName: 'validation.contact.lastName' },
    });
  });

  test('another customer’s, a missing or a malformed id answers 403 without echoing it', async () => {
    const owner = await customer();
    const intruder = await customer();
    const home = await addContact(owner);
    for (const id of [home.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await as(ctx.app, intruder).put(`/api/user/contacts/${id}`, {
        ...dubaiHome,
        firstName: 'Mallory',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'CONTACT_FORBIDDEN', message: FORBIDDEN_TEXT },
      });
      expect(response.body).not.toContain(id);
    }
    const list = await as(ctx.app, owner).get('/api/user/contacts');
    expect(list.json()[0].firstName).toBe('Layla');
  });

  test('answers 401 to a visitor', async () => {
    const owner = await customer();
    const home = await addContact(owner);
    const response = await as(ctx.app, null).put(`/api/user/contacts/${home.id}`, dubaiHome);
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/user/contacts/{contactId}', () => {
  test('deletes the caller’s contact and audits it', async () => {
    const sara = await customer();
    const home = await addContact(sara);
    const response = await as(ctx.app, sara).delete(`/api/user/contacts/${home.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'The address was deleted' });
    expect(
      await as(ctx.app, sara)
        .get('/api/user/contacts')
        .then((r) => r.json()),
    ).toEqual([]);
    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetUserId, sara.user.id),
          eq(schema.auditLog.action, 'contact.delete'),
        ),
      );
    expect(audit?.details).toEqual({ contactId: home.id });
  });

  test('another customer’s contact answers 403 in the caller’s language and stays', async () => {
    const owner = await customer();
    const intruder = await customer();
    const home = await addContact(owner);
    const response = await as(ctx.app, intruder).delete(`/api/user/contacts/${home.id}?lang=fr`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      "L'utilisateur n'est pas autorisé à modifier ou supprimer une carte bancaire ou un contact",
    );
    expect(
      await as(ctx.app, owner)
        .get('/api/user/contacts')
        .then((r) => r.json()),
    ).toHaveLength(1);
  });

  test('a missing or a malformed id answers 403, never a database error', async () => {
    const sara = await customer();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '%20']) {
      const response = await as(ctx.app, sara).delete(`/api/user/contacts/${id}`);
      expect(response.statusCode, id).toBe(403);
      expect(response.json().error.code).toBe('CONTACT_FORBIDDEN');
    }
  });

  test('answers 401 to a visitor', async () => {
    const owner = await customer();
    const home = await addContact(owner);
    const response = await as(ctx.app, null).delete(`/api/user/contacts/${home.id}`);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user/country/{countryCode}/returncontacts/', () => {
  test('answers the return contacts of a shopping country', async () => {
    const sara = await customer();
    const response = await as(ctx.app, sara).get('/api/user/country/us/returncontacts/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
    expect(response.json()[0]).toEqual({
      id: expect.any(String),
      countryCode: 'US',
      name: 'Skyparcel Returns (Delaware)',
      street: '201 Hay Road',
      street2: 'Building C, Returns Desk',
      city: 'New Castle',
      stateOrProvince: 'DE',
      zip: '19720',
      phone: '+1 302 555 0150',
      email: 'returns.us@skyparcel.test',
    });
  });

  test('answers none for a country without any, and 404 for an unknown country', async () => {
    const sara = await customer();
    const kuwait = await as(ctx.app, sara).get('/api/user/country/KW/returncontacts');
    expect(kuwait.json()).toEqual([]);
    const unknown = await as(ctx.app, sara).get('/api/user/country/QQ/returncontacts/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('COUNTRY_NOT_FOUND');
  });

  test('answers 401 to a visitor', async () => {
    const response = await as(ctx.app, null).get('/api/user/country/US/returncontacts/');
    expect(response.statusCode).toBe(401);
  });
});
