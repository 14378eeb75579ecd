import { expect, test } from 'vitest';
import { type Coupon, couponProblem, normalizeCouponCode } from './coupon';

const coupon: Coupon = {
  code: 'WELCOME10',
  discount: { kind: 'percent', basisPoints: 1_000 },
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T23:59:59Z'),
  usageLimit: 2,
  timesUsed: 1,
};

test('a coupon is usable from its first to its last moment, while uses are left', () => {
  expect(couponProblem(coupon, new Date('2026-01-01T00:00:00Z'))).toBeNull();
  expect(couponProblem(coupon, new Date('2026-12-31T23:59:59Z'))).toBeNull();
  expect(couponProblem(coupon, new Date('2025-12-31T23:59:59Z'))).toBe('COUPON_NOT_YET_VALID');
  expect(couponProblem(coupon, new Date('2027-01-01T00:00:00Z'))).toBe('COUPON_EXPIRED');
  expect(couponProblem({ ...coupon, timesUsed: 2 }, new Date('2026-06-01T00:00:00Z'))).toBe(
    'COUPON_USED_UP',
  );
  expect(
    couponProblem(
      { ...coupon, validUntil: null, usageLimit: null, timesUsed: 99 },
      new Date('2040-01-01T00:00:00Z'),
    ),
  ).toBeNull();
});

test('codes compare upper-case without spaces', () => {
  expect(normalizeCouponCode(' welcome 10 ')).toBe('WELCOME10');
});

test('a deactivated coupon, or one a customer already used once, cannot be used', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  expect(couponProblem({ ...coupon, isActive: false }, now)).toBe('COUPON_INACTIVE');
  expect(couponProblem({ ...coupon, oncePerCustomer: true, isUsedByCustomer: true }, now)).toBe(
    'COUPON_ALREADY_USED',
  );
  expect(couponProblem({ ...coupon, oncePerCustomer: false, isUsedByCustomer: true }, now)).toBe(
    null,
  );
  expect(couponProblem({ ...coupon, oncePerCustomer: true, isUsedByCustomer: false }, now)).toBe(
    null,
  );
});
