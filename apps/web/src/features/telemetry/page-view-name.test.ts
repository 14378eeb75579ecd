import { expect, test } from 'vitest';
import { paths } from '@/config/paths';
import { NOT_FOUND_PAGE_VIEW, pageViewNameOf, REGISTRATION_PAGE_VIEW } from './page-view-name';

test('ids, tracking numbers and e-mails in the path become the route pattern', () => {
  expect(pageViewNameOf('/my-suite/AE/packages/3f2a9c1e-77b1-4c55-9f0a-2b6d1c0e9a11')).toEqual({
    name: '/my-suite/:warehouseId/packages/:packageId',
    uri: '/my-suite/:warehouseId/packages/:packageId',
  });
  expect(pageViewNameOf('/my-suite/jane.doe@example.com/packages/176-12345675').name).toBe(
    '/my-suite/:warehouseId/packages/:packageId',
  );
  expect(pageViewNameOf('/staff/packing/8d1e').name).toBe('/staff/packing/:shipRequestId');
  // A static route outranks a parameter, as in the router.
  expect(pageViewNameOf('/staff/packages').name).toBe('/staff/packages');
});

test('no query string, fragment or letter case of the address leaves', () => {
  expect(pageViewNameOf('/tracking', '?numbers=17612345675,XWF1234567')).toEqual({
    name: '/Tracking',
    uri: '/Tracking',
  });
  expect(pageViewNameOf('/unsubscribe', '?key=secret-token').uri).toBe('/unsubscribe');
  expect(pageViewNameOf('/payment', '?orderCode=PAY-123').uri).toBe('/payment');
  expect(pageViewNameOf('/', '?resetToken=abc&email=jane%40example.com').uri).toBe('/');
});

test('opening registration is a page of its own; an unknown address is the catch-all', () => {
  expect(pageViewNameOf('/', '?register').name).toBe(REGISTRATION_PAGE_VIEW);
  expect(pageViewNameOf('/faqs', '?createAccount=signup').name).toBe(REGISTRATION_PAGE_VIEW);
  expect(pageViewNameOf('/no/such/page/jane@example.com')).toEqual({
    name: NOT_FOUND_PAGE_VIEW,
    uri: NOT_FOUND_PAGE_VIEW,
  });
});

test("every route's own address is named by its own pattern", () => {
  for (const { path } of Object.values(paths)) {
    const address = path.replaceAll(/:(\w+)/g, 'x-$1-1');
    expect(pageViewNameOf(address).name, path).toBe(path);
  }
});
