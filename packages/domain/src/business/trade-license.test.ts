import { expect, test } from 'vitest';
import { BusinessApplicationBodySchema, CalendarDateSchema } from './business-application.schemas';
import {
  formatCustomerId,
  isTradeLicenseExpired,
  isTradeLicenseReminderDue,
  isTradeLicenseRenewable,
} from './trade-license';

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

test('a license is valid through its expiry day and expired the day after', () => {
  expect(isTradeLicenseExpired('2026-11-26', noon('2026-11-26'))).toBe(false);
  expect(isTradeLicenseExpired('2026-11-26', noon('2026-11-27'))).toBe(true);
});

test('the reminder is due from 30 days before expiry until the license expires', () => {
  expect(isTradeLicenseReminderDue('2026-12-26', noon('2026-11-25'))).toBe(false);
  expect(isTradeLicenseReminderDue('2026-12-26', noon('2026-11-26'))).toBe(true);
  expect(isTradeLicenseReminderDue('2026-12-26', noon('2026-12-26'))).toBe(true);
  expect(isTradeLicenseReminderDue('2026-12-26', noon('2026-12-27'))).toBe(false);
});

test('the Customer ID is the agent code SKEC and the sequence number', () => {
  expect(formatCustomerId(1001)).toBe('SKEC1001');
});

test('the signup form names each wrong field with its own text', () => {
  const result = BusinessApplicationBodySchema.safeParse({
    companyName: ' ',
    businessType: 'bank',
    taxRegistrationNumber: '12',
    exportImportCode: '!',
    tradeLicenseNumber: '',
    tradeLicenseExpiresOn: '2026-02-30',
    shipping: { firstName: '', countryCode: 'AE' },
    airportCode: 'DX',
  });
  expect(result.success).toBe(false);
  const messages = Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
  expect(messages).toMatchObject({
    companyName: 'validation.business.companyName',
    businessType: 'validation.business.businessType',
    taxRegistrationNumber: 'validation.business.taxRegistrationNumber',
    exportImportCode: 'validation.business.exportImportCode',
    tradeLicenseNumber: 'validation.business.tradeLicenseNumber',
    tradeLicenseExpiresOn: 'validation.business.tradeLicenseExpiry',
    'shipping.firstName': 'validation.contact.firstName',
    'shipping.street': 'validation.contact.street',
    airportCode: 'validation.business.airport',
  });
});

test('a license may be renewed from 30 days before its expiry, and after it', () => {
  expect(isTradeLicenseRenewable('2026-12-26', noon('2026-11-26'))).toBe(true);
  expect(isTradeLicenseRenewable('2026-12-27', noon('2026-11-26'))).toBe(false);
  expect(isTradeLicenseRenewable('2021-03-31', noon('2026-11-26'))).toBe(true);
});

test('an expiry date must be a real day: no 13th month, no 30 February (a text, never a throw)', () => {
  expect(CalendarDateSchema.safeParse('2099-06-30').success).toBe(true);
  for (const day of ['2021-13-01', '2021-02-30', '2021-00-10']) {
    expect(CalendarDateSchema.safeParse(day).error?.issues[0]?.message, day).toBe(
      'validation.business.tradeLicenseExpiry',
    );
  }
});
