import fc from 'fast-check';
import { expect, test } from 'vitest';
import { money } from '../money/money';
import {
  DEFAULT_CUSTOMS_RULES,
  estimateDutyAndVat,
  findCustomsRule,
} from './estimate-duty-and-vat';

const { AE, KW, SA } = DEFAULT_CUSTOMS_RULES;

test('sets the spec thresholds, 5% rates and the Kuwait admin fee in minor units', () => {
  expect(AE).toEqual({
    currency: 'AED',
    dutyThresholdMinor: 100_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 0,
  });
  expect(KW).toEqual({
    currency: 'KWD',
    dutyThresholdMinor: 100_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 1_000,
  });
  expect(SA).toEqual({
    currency: 'SAR',
    dutyThresholdMinor: 50_000,
    dutyRateBp: 500,
    vatRateBp: 500,
    adminFeeMinor: 0,
  });
  expect(findCustomsRule('kw')).toBe(KW);
  expect(findCustomsRule('US')).toBeUndefined();
});

test('charges nothing at or below the threshold', () => {
  const estimate = estimateDutyAndVat({ cif: money(100_000, 'AED'), exciseMinor: 5_000, rule: AE });
  expect(estimate).toEqual({
    isAboveThreshold: false,
    duty: money(0, 'AED'),
    adminFee: money(0, 'AED'),
    vat: money(0, 'AED'),
    total: money(0, 'AED'),
  });
  expect(estimateDutyAndVat({ cif: money(100_000, 'KWD'), rule: KW }).total).toEqual(
    money(0, 'KWD'),
  );
});

test('charges 5% duty on CIF and 5% VAT on CIF plus duty above the UAE threshold', () => {
  // AED 2000: duty 100, VAT 5% of 2100 = 105, total 205
  expect(estimateDutyAndVat({ cif: money(200_000, 'AED'), rule: AE })).toEqual({
    isAboveThreshold: true,
    duty: money(10_000, 'AED'),
    adminFee: money(0, 'AED'),
    vat: money(10_500, 'AED'),
    total: money(20_500, 'AED'),
  });
});

test('adds excise to the VAT base and the KWD 1 admin fee in Kuwait', () => {
  // KWD 200: duty 10, VAT 5% of (200 + 10 + 20) = 11.5, admin fee 1, total 22.5
  const estimate = estimateDutyAndVat({
    cif: money(200_000, 'KWD'),
    exciseMinor: 20_000,
    rule: KW,
  });
  expect(estimate.duty).toEqual(money(10_000, 'KWD'));
  expect(estimate.vat).toEqual(money(11_500, 'KWD'));
  expect(estimate.adminFee).toEqual(money(1_000, 'KWD'));
  expect(estimate.total).toEqual(money(22_500, 'KWD'));
});

test('charges duty one minor unit above the Saudi SAR 500 threshold', () => {
  const estimate = estimateDutyAndVat({ cif: money(50_001, 'SAR'), rule: SA });
  expect(estimate.isAboveThreshold).toBe(true);
  expect(estimate.duty).toEqual(money(2_500, 'SAR'));
  expect(estimate.vat).toEqual(money(2_625, 'SAR'));
});

test('refuses a CIF value in another currency than the rule', () => {
  expect(() => estimateDutyAndVat({ cif: money(200_000, 'USD'), rule: AE })).toThrow(RangeError);
});

test('charges nothing at or below the threshold and more duty for more value above it', () => {
  const rules = fc.constantFrom(AE, KW, SA);
  fc.assert(
    fc.property(rules, fc.nat(10_000_000), fc.nat(10_000_000), (rule, a, b) => {
      const [low, high] = a <= b ? [a, b] : [b, a];
      const lowEstimate = estimateDutyAndVat({ cif: money(low, rule.currency), rule });
      const highEstimate = estimateDutyAndVat({ cif: money(high, rule.currency), rule });
      if (low <= rule.dutyThresholdMinor) {
        expect(lowEstimate.total.amountMinor).toBe(0);
        expect(lowEstimate.isAboveThreshold).toBe(false);
      } else {
        expect(lowEstimate.duty.amountMinor).toBeGreaterThan(0);
      }
      expect(highEstimate.duty.amountMinor).toBeGreaterThanOrEqual(lowEstimate.duty.amountMinor);
      expect(highEstimate.total.amountMinor).toBeGreaterThanOrEqual(lowEstimate.total.amountMinor);
    }),
  );
});
