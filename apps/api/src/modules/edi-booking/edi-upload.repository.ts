import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { StoredEdiRowProblem } from '@skyparcel/db/schema';
import type { EdiFileFormat } from '@skyparcel/domain/edi-booking';
import { AppError } from '@skyparcel/domain/errors';
import { and, count, desc, eq, ilike, lt, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import { jsonRows } from '../../lib/json-rows';
import { containsPattern } from '../../lib/sql-search';
import type { DbOrTx, Tx } from '../../lib/tx';

const { ediUploads, ediBookings, users } = schema;

export type EdiUploadRow = typeof ediUploads.$inferSelect;

/** Who asks: a business user of one company (the company is in every `where`). */
export type EdiCaller = { id: string; companyId: string };

/**
 * A new upload, or the one this uploader already sent with this Idempotency-Key (a double
 * submit): `created` tells which.
 */
export async function insertUploadOnce(
  db: Db,
  values: {
    companyId: string;
    uploadedBy: string;
    originalFileName: string;
    format: EdiFileFormat;
    idempotencyKey: string;
  },
): Promise<{ row: EdiUploadRow; created: boolean }> {
  const [inserted] = await db
    .insert(ediUploads)
    .values({ ...values, phase: 'validation' })
    .onConflictDoNothing({ target: [ediUploads.uploadedBy, ediUploads.idempotencyKey] })
    .returning();
  if (inserted) {
    return { row: inserted, created: true };
  }
  const [existing] = await db
    .select()
    .from(ediUploads)
    .where(
      and(
        eq(ediUploads.uploadedBy, values.uploadedBy),
        eq(ediUploads.idempotencyKey, values.idempotencyKey),
      ),
    );
  if (!existing) {
    throw new Error('an EDI upload neither inserted nor found');
  }
  return { row: existing, created: false };
}

export async function updateUpload(
  db: DbOrTx,
  id: string,
  changes: Partial<
    Pick<
      EdiUploadRow,
      'status' | 'phase' | 'rowCount' | 'rowsChecked' | 'finishedAt' | 'fileStoredName'
    > & {
      problems: StoredEdiRowProblem[];
    }
  >,
): Promise<EdiUploadRow> {
  const [row] = await db.update(ediUploads).set(changes).where(eq(ediUploads.id, id)).returning();
  if (!row) {
    throw new Error(`EDI upload ${id} not found`);
  }
  return row;
}

/** The caller's own upload sent with this Idempotency-Key (the progress while it runs). */
export async function findOwnUploadByKey(db: Db, caller: EdiCaller, key: string) {
  const [row] = await selectUploads(db).where(
    and(
      eq(ediUploads.uploadedBy, caller.id),
      eq(ediUploads.companyId, caller.companyId),
      eq(ediUploads.idempotencyKey, key),
    ),
  );
  return row;
}

const uploadColumns = {
  upload: ediUploads,
  uploaderFirstName: users.firstName,
  uploaderLastName: users.lastName,
  bookedCount: sql<number>`(select count(*)::int from ${ediBookings}
    where ${ediBookings.uploadId} = ${ediUploads.id})`,
  // Qualified by hand, as `sum` would otherwise read the subquery's own table.
  palletCount: sql<number | null>`(select sum(b.pallet_count)::int from ${ediBookings} b
    where b.upload_id = ${ediUploads.id})`,
};

export type EdiUploadView = {
  upload: EdiUploadRow;
  uploaderFirstName: string;
  uploaderLastName: string;
  bookedCount: number;
  /** All its booked rows' pallets; null when none named any. */
  palletCount: number | null;
};

function selectUploads(db: DbOrTx) {
  return db
    .select(uploadColumns)
    .from(ediUploads)
    .innerJoin(users, eq(users.id, ediUploads.uploadedBy));
}

export async function findUploadView(db: DbOrTx, id: string): Promise<EdiUploadView> {
  const [row] = await selectUploads(db).where(eq(ediUploads.id, id));
  if (!row) {
    throw new Error(`EDI upload ${id} not found`);
  }
  return row;
}

/** One page of the company's uploads, newest first, optionally by a part of the file name. */
export async function listCompanyUploads(
  db: Db,
  caller: EdiCaller,
  filter: { originalFileName?: string; page: number; pageSize: number },
): Promise<{ rows: EdiUploadView[]; total: number }> {
  const where = and(
    eq(ediUploads.companyId, caller.companyId),
    filter.originalFileName
      ? ilike(ediUploads.originalFileName, containsPattern(filter.originalFileName))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectUploads(db)
      .where(where)
      .orderBy(desc(ediUploads.createdAt), desc(ediUploads.serialNumber))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(ediUploads).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/**
 * An upload of the caller's company: 404 when unknown, 403 when it is another company's (as a
 * ship request of someone else answers).
 */
export async function requireCompanyUpload(
  db: Db,
  caller: EdiCaller,
  id: string,
): Promise<EdiUploadView> {
  const [row] = isUuid(id)
    ? await selectUploads(db).where(
        and(eq(ediUploads.id, id), eq(ediUploads.companyId, caller.companyId)),
      )
    : [];
  if (row) {
    return row;
  }
  const [other] = isUuid(id)
    ? await db.select({ id: ediUploads.id }).from(ediUploads).where(eq(ediUploads.id, id))
    : [];
  throw new AppError(other ? 'RESOURCE_FORBIDDEN' : 'EDI_UPLOAD_NOT_FOUND', { params: { id } });
}

export type NewEdiBooking = Omit<typeof ediBookings.$inferInsert, 'id' | 'createdAt'>;

/** The booked rows of an upload, thousands at once (one JSON parameter per 2,000). */
export async function insertEdiBookings(tx: Tx, rows: readonly NewEdiBooking[]): Promise<void> {
  const CHUNK = 2_000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.execute(sql`
      insert into ${ediBookings} (upload_id, row_number, ship_request_id, shipper_name,
        shipper_phone, description, hs_code, product_type_code, declared_value_minor,
        declared_currency, origin_airport_code, destination_airport_code, pallet_count)
      select "uploadId", "rowNumber", "shipRequestId", "shipperName", "shipperPhone",
        description, "hsCode", "productTypeCode", "declaredValueMinor", "declaredCurrency",
        "originAirportCode", "destinationAirportCode", "palletCount"
      from jsonb_to_recordset(${jsonRows(rows.slice(start, start + CHUNK))}) as r(
        "uploadId" uuid, "rowNumber" integer, "shipRequestId" uuid, "shipperName" text,
        "shipperPhone" text, description text, "hsCode" text, "productTypeCode" text,
        "declaredValueMinor" bigint, "declaredCurrency" char(3), "originAirportCode" char(3),
        "destinationAirportCode" char(3), "palletCount" integer)`);
  }
}

/** Fails every upload still in progress that was created before `before`; answers how many. */
export async function failInProgressUploadsCreatedBefore(
  db: Db,
  before: Date,
  finishedAt: Date,
  problems: StoredEdiRowProblem[],
): Promise<number> {
  const failed = await db
    .update(ediUploads)
    .set({ status: 'failed', phase: 'done', problems, finishedAt })
    .where(and(eq(ediUploads.status, 'in_progress'), lt(ediUploads.createdAt, before)))
    .returning({ id: ediUploads.id });
  return failed.length;
}
