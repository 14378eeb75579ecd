import fc from 'fast-check';
import { expect, test } from 'vitest';
import { formatAirWaybill } from '../shipping/air-waybill';
import { MAX_TRACKING_NUMBERS, parseTrackingInput } from './parse-tracking-input';
import { TrackingQuerySchema } from './tracking.schemas';

const awb = (serial: number) => formatAirWaybill('701', String(serial).padStart(7, '0'));

test('splits on commas, trims and normalises air waybills and order numbers', () => {
  expect(parseTrackingInput(' 70112345675 , xwf123456,701-1234 5675 ')).toEqual({
    ok: true,
    numbers: ['701-12345675', 'XWF123456'],
  });
});

test('also splits on semicolons and new lines and drops empty parts', () => {
  expect(parseTrackingInput('XWF111111;\nXWF222222\r\n,, ;XWF333333')).toEqual({
    ok: true,
    numbers: ['XWF111111', 'XWF222222', 'XWF333333'],
  });
});

test('answers TRACKING_EMPTY when nothing but separators was typed', () => {
  expect(parseTrackingInput('')).toEqual({ ok: false, code: 'TRACKING_EMPTY', invalid: [] });
  expect(parseTrackingInput(' , ;\n')).toEqual({ ok: false, code: 'TRACKING_EMPTY', invalid: [] });
});

test('accepts 10 distinct numbers and refuses 11', () => {
  const ten = Array.from({ length: MAX_TRACKING_NUMBERS }, (_, index) => awb(index + 1));
  expect(MAX_TRACKING_NUMBERS).toBe(10);
  expect(parseTrackingInput(ten.join(','))).toEqual({ ok: true, numbers: ten });
  expect(parseTrackingInput([...ten, 'XWF123456'].join(','))).toEqual({
    ok: false,
    code: 'TRACKING_TOO_MANY_NUMBERS',
    invalid: [],
  });
});

test('counts a number typed twice only once', () => {
  const ten = Array.from({ length: MAX_TRACKING_NUMBERS }, (_, index) => `XWF00000${index}`);
  const result = parseTrackingInput([...ten, 'xwf000000', ten[9]].join(','));
  expect(result).toEqual({ ok: true, numbers: ten });
});

test('answers TRACKING_INVALID_NUMBER with the raw parts that are neither kind of number', () => {
  expect(parseTrackingInput('70112345676, XWF123456, abc, abc')).toEqual({
    ok: false,
    code: 'TRACKING_INVALID_NUMBER',
    invalid: ['70112345676', 'abc'],
  });
});

test('keeps the first-seen order of distinct normalised numbers', () => {
  const numbers = fc.uniqueArray(fc.integer({ min: 0, max: 9_999_999 }), { maxLength: 10 });
  fc.assert(
    fc.property(
      numbers.filter((list) => list.length > 0),
      (serials) => {
        const expected = serials.map(awb);
        const typed = [...expected, ...expected].map((number) => number.replace('-', ''));
        expect(parseTrackingInput(typed.join(' , '))).toEqual({ ok: true, numbers: expected });
      },
    ),
  );
});

test('parses the query keyword into numbers and defaults the page to 1', () => {
  expect(TrackingQuerySchema.parse({ keyword: '70112345675' })).toEqual({
    keyword: ['701-12345675'],
    page: 1,
  });
  expect(TrackingQuerySchema.parse({ keyword: 'XWF123456', page: '2' }).page).toBe(2);
  expect(TrackingQuerySchema.safeParse({ keyword: 'XWF123456', page: '0' }).success).toBe(false);
});

test('fails the query with the errors.<CODE> message and the invalid numbers', () => {
  const invalid = TrackingQuerySchema.safeParse({ keyword: 'abc, XWF1' });
  expect(invalid.error?.issues[0]).toMatchObject({
    path: ['keyword'],
    message: 'errors.TRACKING_INVALID_NUMBER',
    params: { numbers: 'abc, XWF1' },
  });
  expect(TrackingQuerySchema.safeParse({ keyword: ' ' }).error?.issues[0]?.message).toBe(
    'errors.TRACKING_EMPTY',
  );
  expect(TrackingQuerySchema.safeParse({}).error?.issues[0]?.message).toBe('errors.TRACKING_EMPTY');
  const eleven = Array.from({ length: 11 }, (_, index) => awb(index)).join(',');
  expect(TrackingQuerySchema.safeParse({ keyword: eleven }).error?.issues[0]?.message).toBe(
    'errors.TRACKING_TOO_MANY_NUMBERS',
  );
});
