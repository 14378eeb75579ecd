import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { parsePackageNumber, type UploadedFilesQuery } from '@skyparcel/domain/packages';
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';
import type { DbOrTx } from '../../lib/tx';
import { ownedPackageCondition } from '../packages';
import type { Viewer } from '../users';

const { packageFiles, packages } = schema;

export type PackageFileRow = typeof packageFiles.$inferSelect;
export type PackageFileKind = PackageFileRow['kind'];

/** A package's files (photos and documents) in upload order. */
export function listPackageFiles(db: DbOrTx, packageId: string) {
  return db
    .select()
    .from(packageFiles)
    .where(eq(packageFiles.packageId, packageId))
    .orderBy(asc(packageFiles.serialNumber));
}

/**
 * A file of a package the caller already may see (the route checked the package), optionally of
 * one kind; otherwise 404 'Documents with id … could not be found'.
 */
export async function requirePackageFile(
  db: Db,
  packageId: string,
  fileId: string,
  kind?: PackageFileKind,
) {
  const [row] = isUuid(fileId)
    ? await db
        .select()
        .from(packageFiles)
        .where(
          and(
            eq(packageFiles.id, fileId),
            eq(packageFiles.packageId, packageId),
            kind ? eq(packageFiles.kind, kind) : undefined,
          ),
        )
    : [];
  if (!row) {
    throw new AppError('DOCUMENT_NOT_FOUND', { params: { id: fileId } });
  }
  return row;
}

/** Whether this package has a document with this serial number (a return's own label). */
export async function hasPackageDocument(db: Db, packageId: string, serialNumber: number) {
  const [row] = await db
    .select({ id: packageFiles.id })
    .from(packageFiles)
    .where(
      and(
        eq(packageFiles.packageId, packageId),
        eq(packageFiles.kind, 'document'),
        eq(packageFiles.serialNumber, serialNumber),
      ),
    );
  return row !== undefined;
}

/** Removes a file's row (the caller removes the stored bytes after). */
export async function deletePackageFileRow(db: Db, fileId: string) {
  await db.delete(packageFiles).where(eq(packageFiles.id, fileId));
}

/**
 * A document by its serial number if it is on a package the viewer may see (decision 053's rule
 * in the `where`); otherwise 404 'Documents with id … could not be found', or the 403 of another
 * user's package when the document exists elsewhere.
 */
export async function requireOwnedDocument(db: Db, viewer: Viewer, serialNumber: number) {
  const [row] = await db
    .select({ file: packageFiles, pkg: packages })
    .from(packageFiles)
    .innerJoin(packages, eq(packages.id, packageFiles.packageId))
    .where(
      and(
        eq(packageFiles.serialNumber, serialNumber),
        eq(packageFiles.kind, 'document'),
        ownedPackageCondition(viewer),
      ),
    );
  if (row) {
    return row;
  }
  const [other] = await db
    .select({ packageId: packageFiles.packageId })
    .from(packageFiles)
    .where(and(eq(packageFiles.serialNumber, serialNumber), eq(packageFiles.kind, 'document')));
  if (other) {
    throw new AppError('PACKAGE_NOT_ASSOCIATED');
  }
  throw new AppError('DOCUMENT_NOT_FOUND', { params: { id: String(serialNumber) } });
}

/**
 * GET /Packages/uploaded-files: the caller's documents, newest first, filtered as the spec lists
 * (and by package id, once the route has checked it is the caller's).
 */
export async function listOwnedDocuments(db: Db, viewer: Viewer, query: UploadedFilesQuery) {
  const conditions: (SQL | undefined)[] = [
    ownedPackageCondition(viewer),
    eq(packageFiles.kind, 'document'),
  ];
  if (query.documentName) {
    conditions.push(ilike(packageFiles.documentName, containsPattern(query.documentName)));
  }
  if (query.awbPrefixAwbNumber) {
    // Packages have no air waybill before they ship; until then the package ID names them.
    const number = parsePackageNumber(query.awbPrefixAwbNumber);
    conditions.push(number === undefined ? sql`false` : eq(packages.number, number));
  }
  if (query.packageId) {
    conditions.push(eq(packages.id, query.packageId));
  }
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(packageFiles.documentName, pattern),
        ilike(packageFiles.originalName, pattern),
        ilike(packages.retailerName, pattern),
      ),
    );
  }
  const rows = await db
    .select({
      file: packageFiles,
      pkg: packages,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(packageFiles)
    .innerJoin(packages, eq(packages.id, packageFiles.packageId))
    .where(and(...conditions))
    .orderBy(desc(packageFiles.serialNumber))
    .limit(PAGE_SIZE)
    .offset(offsetOf(query.page));
  return { rows, total: rows[0]?.total ?? 0 };
}
