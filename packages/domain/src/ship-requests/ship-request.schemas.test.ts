import { expect, test } from 'vitest';
import { CreateShipRequestBodySchema, UpdateShipRequestBodySchema } from './ship-request.schemas';

const packageId = '6f1c1f9e-8a4b-4c39-9d1a-2b0c3e4f5a60';
const contactId = '0b7e2c5d-1f3a-4e6b-8c9d-0a1b2c3d4e5f';
const body = {
  packageIds: [packageId],
  contactId,
  valuesConfirmed: true,
  quotedTotal: { amount: 12.5, currency: 'usd' },
};

function fieldsOf(input: unknown) {
  const result = CreateShipRequestBodySchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

test('reads a minimal request with its defaults', () => {
  expect(CreateShipRequestBodySchema.parse(body)).toEqual({
    packageIds: [packageId],
    contactId,
    options: [],
    justCredit: false,
    valuesConfirmed: true,
    quotedTotal: { amount: 12.5, currency: 'USD' },
  });
});

test('trims the texts, drops empty ones and counts a package or an option once', () => {
  const parsed = CreateShipRequestBodySchema.parse({
    ...body,
    packageIds: [packageId, packageId],
    options: ['ins', 'INS', ' frg '],
    taxId: '  AE-123  ',
    specialInstructions: '   ',
    couponCode: ' WELCOME10 ',
  });
  expect(parsed.packageIds).toEqual([packageId]);
  expect(parsed.options).toEqual(['INS', 'FRG']);
  expect(parsed.taxId).toBe('AE-123');
  expect(parsed.specialInstructions).toBeUndefined();
  expect(parsed.couponCode).toBe('WELCOME10');
});

test("refuses a request whose values are not confirmed with the spec's message", () => {
  expect(fieldsOf({ ...body, valuesConfirmed: false })).toEqual({
    valuesConfirmed: 'validation.shipRequest.valuesConfirmed',
  });
  const { valuesConfirmed: _omitted, ...unconfirmed } = body;
  expect(fieldsOf(unconfirmed)).toEqual({
    valuesConfirmed: 'validation.shipRequest.valuesConfirmed',
  });
});

test('needs 1 to 50 package ids, each a uuid', () => {
  expect(fieldsOf({ ...body, packageIds: [] })).toEqual({ packageIds: 'validation.required' });
  const many = Array.from(
    { length: 51 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  );
  expect(fieldsOf({ ...body, packageIds: many })).toEqual({ packageIds: 'validation.tooMany' });
  expect(fieldsOf({ ...body, packageIds: ['PK100001'] })).toEqual({
    'packageIds.0': 'validation.invalid',
  });
});

test('bounds the tax ID (40), the instructions (500), the options and the total', () => {
  expect(
    fieldsOf({
      ...body,
      taxId: 'x'.repeat(41),
      specialInstructions: 'y'.repeat(501),
      options: ['XXX'],
      contactId: 'nope',
      quotedTotal: { amount: -1, currency: 'US' },
    }),
  ).toEqual({
    taxId: 'validation.tooLong',
    specialInstructions: 'validation.tooLong',
    'options.0': 'validation.invalid',
    contactId: 'validation.invalid',
    'quotedTotal.amount': 'validation.invalid',
    'quotedTotal.currency': 'validation.invalid',
  });
  expect(CreateShipRequestBodySchema.safeParse({ ...body, taxId: 'x'.repeat(40) }).success).toBe(
    true,
  );
});

test('a change of an unpaid request names it and takes no packages or confirmation', () => {
  const { packageIds: _p, valuesConfirmed: _v, ...choices } = body;
  const parsed = UpdateShipRequestBodySchema.parse({ ...choices, id: packageId });
  expect(parsed.id).toBe(packageId);
  expect('packageIds' in parsed).toBe(false);
});
