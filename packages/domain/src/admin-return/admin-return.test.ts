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
  ]) {
    expect(isAdminReturnPath(path), path).toBe(false);
  }
});
