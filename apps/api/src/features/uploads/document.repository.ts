import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { parsePackageNumber, type UploadedFilesQuery } from '@skyparcel/domain/packages';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';

const { packageFiles, packages } = schema;

/**
 * A document by its serial number if it is on one of the user's packages (owner in the
 * `where`); otherwise 404 'Documents with id … could not be found', or the 403 of another
 * user's package when the document exists elsewhere.
 */
export async function requireOwnedDocument(db: Db, userId: string, serialNumber: number) {
  const [row] = await db
    .select({ file: packageFiles, pkg: packages })
    .from(packageFiles)
    .innerJoin(packages, eq(packages.id, packageFiles.packageId))
    .where(
      and(
        eq(packageFiles.serialNumber, serialNumber),
        eq(packageFiles.kind, 'document'),
        eq(packages.userId, userId),
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
export async function listOwnedDocuments(db: Db, userId: string, query: UploadedFilesQuery) {
  const conditions: (SQL | undefined)[] = [
    eq(packages.userId, userId),
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

/** Whether a package ID names a package of someone else (for the 403 of the documents list). */
export async function isOtherUsersPackageNumber(db: Db, userId: string, awb: string) {
  const number = parsePackageNumber(awb);
  if (number === undefined) {
    return false;
  }
  const [row] = await db
    .select({ userId: packages.userId, id: packages.id })
    .from(packages)
    .where(eq(packages.number, number));
  return row && row.userId !== userId ? row.id : false;
}
