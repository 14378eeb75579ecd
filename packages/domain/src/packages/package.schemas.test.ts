import { expect, test } from 'vitest';
import {
  ChangePackageStatusBodySchema,
  ItemDetailsBodySchema,
  ReceivePackageBodySchema,
} from './package.schemas';
import { parseServiceCodesHeader, ReturnPackageRequestSchema } from './package-requests.schemas';
import { checkReturnRequest } from './return-request';

const receipt = {
  suiteNumber: ' sp100001 ',
  retailerName: 'Amazon',
  retailerTrackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  weight: { amount: 2.5, unit: 'lb' },
  dimensions: { length: 12, width: 8, depth: 4, unit: 'inches' },
  pieces: [{ receptacleId: 'R1', value: { amount: 49.99, currency: 'usd' } }],
  lineItems: [
    {
      description: 'Running shoes',
      quantity: 2,
      valuePerUnit: { amount: 49.99, currency: 'USD' },
      hsCode: '6404.11',
      scheduleB: '6404.11.9000',
    },
  ],
};

test('a receipt normalises units, currency, suite number and codes', () => {
  const parsed = ReceivePackageBodySchema.parse(receipt);
  expect(parsed.suiteNumber).toBe('SP100001');
  expect(parsed.weight).toEqual({ amount: 2.5, unit: 'Lb' });
  expect(parsed.dimensions.unit).toBe('In');
  expect(parsed.pieces[0]?.value.currency).toBe('USD');
  expect(parsed.lineItems[0]).toMatchObject({ hsCode: '640411', scheduleB: '6404119000' });
});

test('a receipt without a suite number is allowed (kept unassigned)', () => {
  const parsed = ReceivePackageBodySchema.parse({ ...receipt, suiteNumber: '' });
  expect(parsed.suiteNumber).toBeUndefined();
});

test('refuses missing texts, a zero weight, bad codes and mixed currencies with i18n keys', () => {
  const result = ReceivePackageBodySchema.safeParse({
    ...receipt,
    retailerName: ' ',
    weight: { amount: 0, unit: 'Kg' },
    lineItems: [
      { ...receipt.lineItems[0], hsCode: '12' },
      { description: 'Socks', quantity: 1, valuePerUnit: { amount: 5, currency: 'GBP' } },
    ],
  });
  expect(result.success).toBe(false);
  const messages = result.error?.issues.map((issue) => issue.message);
  expect(messages).toEqual(
    expect.arrayContaining([
      'validation.required',
      'validation.positiveNumber',
      'validation.hsCode',
      'validation.sameCurrency',
    ]),
  );
});

test('item details need at least one line', () => {
  expect(ItemDetailsBodySchema.safeParse({ lineItems: [] }).success).toBe(false);
  expect(ItemDetailsBodySchema.safeParse({ lineItems: receipt.lineItems }).success).toBe(true);
});

test('action required needs a reason, other states refuse one', () => {
  expect(ChangePackageStatusBodySchema.safeParse({ status: 'action_required' }).success).toBe(
    false,
  );
  expect(
    ChangePackageStatusBodySchema.safeParse({ status: 'action_required', reason: 'dgr' }).success,
  ).toBe(true);
  expect(
    ChangePackageStatusBodySchema.safeParse({ status: 'ready_to_send', reason: 'dgr' }).success,
  ).toBe(false);
});

test('a return needs a comment, and a label when the customer uses their own', () => {
  expect(checkReturnRequest({ comment: ' ', useOwnLabel: false })).toMatchObject({
    ok: false,
    code: 'RETURN_COMMENT_REQUIRED',
  });
  expect(checkReturnRequest({ comment: 'Wrong size', useOwnLabel: true })).toMatchObject({
    ok: false,
    code: 'RETURN_LABEL_REQUIRED',
  });
  expect(
    checkReturnRequest({ comment: 'Wrong size', useOwnLabel: true, labelSerialNumber: 4 }),
  ).toEqual({ ok: true });
});

test("the return form's schema runs the server's rule, with the spec's texts as keys", () => {
  const issuesOf = (input: unknown) =>
    ReturnPackageRequestSchema.safeParse(input).error?.issues.map(({ path, message }) => ({
      path,
      message,
    }));
  expect(issuesOf({ comment: '  ' })).toEqual([
    { path: ['comment'], message: 'validation.commentRequired' },
  ]);
  expect(issuesOf({ comment: 'Wrong size', useOwnLabel: true })).toEqual([
    { path: ['labelSerialNumber'], message: 'validation.uploadLabel' },
  ]);
  expect(ReturnPackageRequestSchema.parse({ comment: ' Wrong size ' })).toEqual({
    comment: 'Wrong size',
    useOwnLabel: false,
  });
});

test('reads the serviceCodes header as a comma list or repeated header', () => {
  expect(parseServiceCodesHeader('xph, RPK,xph')).toEqual(['XPH', 'RPK']);
  expect(parseServiceCodesHeader(['XPH', 'CHK'])).toEqual(['XPH', 'CHK']);
  expect(parseServiceCodesHeader(undefined)).toEqual([]);
});

test('a money amount left blank is missing, not zero; zero itself is a value', () => {
  const line = {
    description: 'Socks',
    quantity: '1',
    valuePerUnit: { amount: ' ', currency: 'USD' },
  };
  const blank = ItemDetailsBodySchema.safeParse({ lineItems: [line] });
  expect(blank.error?.issues).toEqual([
    expect.objectContaining({
      path: ['lineItems', 0, 'valuePerUnit', 'amount'],
      message: 'validation.positiveNumber',
    }),
  ]);
  const zero = ItemDetailsBodySchema.parse({
    lineItems: [{ ...line, valuePerUnit: { amount: '0', currency: 'usd' } }],
  });
  expect(zero.lineItems[0]?.valuePerUnit).toEqual({ amount: 0, currency: 'USD' });
});
