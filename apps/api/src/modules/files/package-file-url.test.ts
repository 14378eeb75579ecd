import { expect, test } from 'vitest';
import { type FileLink, packageFileUrl } from './package-file-url';

const WAREHOUSE_ID = '7b0c4f0e-1d7a-4c55-9a8e-1f2d3c4b5a69';
const photo: FileLink = {
  id: '0f4a2b6c-8d1e-4f3a-9b5c-7d6e5f4a3b2c',
  kind: 'photo',
  serialNumber: 41,
  packageId: '3c2b1a09-8f7e-4d6c-8b5a-493827160f5e',
};
const document: FileLink = {
  ...photo,
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  kind: 'document',
};

test('a customer fetches a photo under its warehouse and package', () => {
  expect(packageFileUrl('customer', photo, WAREHOUSE_ID)).toBe(
    `/api/warehouses/${WAREHOUSE_ID}/packages/${photo.packageId}/photos/${photo.id}`,
  );
});

test('a customer fetches a document by its serial number (spec section 7, Uploads)', () => {
  expect(packageFileUrl('customer', document, WAREHOUSE_ID)).toBe(
    '/api/Packages/uploaded-files/41/file',
  );
});

test('staff fetch any file of the package by its id, whatever its kind', () => {
  expect(packageFileUrl('staff', photo, WAREHOUSE_ID)).toBe(
    `/api/staff/packages/${photo.packageId}/files/${photo.id}`,
  );
  expect(packageFileUrl('staff', document, WAREHOUSE_ID)).toBe(
    `/api/staff/packages/${document.packageId}/files/${document.id}`,
  );
});
