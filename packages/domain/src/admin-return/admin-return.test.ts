import { expect, test } from 'vitest';
import { isAdminReturnPath } from './index';

test('the admin-return pages of spec section 2 keep a session opened from the admin area', () => {
  for (const path of [
    '/admin-redirect',
    '/service-return-invoice',
    '/shipping-invoice',
    '/delivery-status',
    '/manual-credit-invoice',
    '/Shipping-Invoice/',
    '/shipping-invoice?id=6f1c1d7e-0000-4000-8000-000000000000',
    '/manual-credit-invoice/?id=1#payments',
  ]) {
    expect(isAdminReturnPath(path), path).toBe(true);
  }
});

test('every other page does not', () => {
  for (const path of [
    '/',
    '/my-suite',
    '/invoices',
    '/shipping-invoice/x',
    'https://evil.example',
    '//evil.example/shipping-invoice',
    '/my-suite?returnTo=/shipping-invoice',
    '/invoices#/shipping-invoice',
  ]) {
    expect(isAdminReturnPath(path), path).toBe(false);
  }
});
