import { randomUUID } from 'node:crypto';
import type { DbHandle } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { buildPackage } from '../../testing/build-package';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import { cloneTemplate } from '../../testing/template-db';
import {
  hasPackageDocument,
  listOwnedDocuments,
  requireOwnedDocument,
  requirePackageFile,
} from './index';

// The files module's ownership rule: a customer reaches a document only through a package of
// their own; a file is looked up only within the package the caller was allowed to see.
let handle: DbHandle;
let owner: TestCustomer;
let other: TestCustomer;
let packageId = '';
let document: typeof schema.packageFiles.$inferSelect;
let photo: typeof schema.packageFiles.$inferSelect;

async function insertFile(kind: 'photo' | 'document') {
  const [row] = await handle.db
    .insert(schema.packageFiles)
    .values({
      packageId,
      kind,
      documentName: kind === 'photo' ? 'photo' : 'Invoice',
      originalName: `${kind}.pdf`,
      storedName: `${randomUUID()}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 10,
    })
    .returning();
  if (!row) {
    throw new Error('file not inserted');
  }
  return row;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

beforeAll(async () => {
  handle = await cloneTemplate(process.env.TEST_DATABASE_URL, inject('templateDb'));
  owner = await buildCustomer(handle.db);
  other = await buildCustomer(handle.db);
  packageId = (await buildPackage(handle.db, { owner, warehouse: 'GB-LON' })).id;
  document = await insertFile('document');
  photo = await insertFile('photo');
});
afterAll(async () => handle.close());

test("the owner reaches a document; another customer gets the 403 of someone else's package", async () => {
  const found = await requireOwnedDocument(handle.db, owner.user, document.serialNumber);
  expect(found.file.id).toBe(document.id);
  expect(found.pkg.id).toBe(packageId);
  expect(await codeOf(requireOwnedDocument(handle.db, other.user, document.serialNumber))).toBe(
    'PACKAGE_NOT_ASSOCIATED',
  );
  expect(await codeOf(requireOwnedDocument(handle.db, owner.user, 2_000_000_000))).toBe(
    'DOCUMENT_NOT_FOUND',
  );
});

test("a photo is no document, and another customer's list shows none of the owner's", async () => {
  expect(await codeOf(requireOwnedDocument(handle.db, owner.user, photo.serialNumber))).toBe(
    'DOCUMENT_NOT_FOUND',
  );
  const mine = await listOwnedDocuments(handle.db, owner.user, { page: 1 });
  expect(mine.rows.map((row) => row.file.id)).toEqual([document.id]);
  expect((await listOwnedDocuments(handle.db, other.user, { page: 1 })).rows).toEqual([]);
});

test('a file is found only within its own package and of the kind asked', async () => {
  expect((await requirePackageFile(handle.db, packageId, photo.id, 'photo')).id).toBe(photo.id);
  expect(await codeOf(requirePackageFile(handle.db, packageId, document.id, 'photo'))).toBe(
    'DOCUMENT_NOT_FOUND',
  );
  const elsewhere = randomUUID();
  expect(await codeOf(requirePackageFile(handle.db, elsewhere, photo.id))).toBe(
    'DOCUMENT_NOT_FOUND',
  );
  expect(await codeOf(requirePackageFile(handle.db, packageId, 'not-a-uuid'))).toBe(
    'DOCUMENT_NOT_FOUND',
  );
  expect(await hasPackageDocument(handle.db, packageId, document.serialNumber)).toBe(true);
  expect(await hasPackageDocument(handle.db, packageId, photo.serialNumber)).toBe(false);
});
