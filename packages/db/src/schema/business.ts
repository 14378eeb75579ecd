import { BUSINESS_APPLICATION_STATUSES } from '@skyparcel/domain/business';
import type { ContactBody } from '@skyparcel/domain/contacts';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id } from './columns';

export const businessApplicationStatus = pgEnum(
  'business_application_status',
  BUSINESS_APPLICATION_STATUSES,
);

/**
 * The numbers of Customer IDs (`SKEC` + number, issue 15): a sequence, so two approvals at once
 * never get the same one; a gap after a rolled-back approval is harmless.
 */
export const customerIdNumbers = pgSequence('customer_id_numbers', { startWith: 1001 });

/**
 * A business account signup waiting for an operator (issue 15, decision 052). Approval makes the
 * company (with its Customer ID) and links it here; the application keeps what was sent, the
 * license document included, so the operator's verdict can be read again later.
 */
export const businessApplications = pgTable(
  'business_applications',
  {
    id: id(),
    applicantUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: businessApplicationStatus().notNull().default('pending'),
    companyName: text().notNull(),
    businessType: text().notNull(),
    taxRegistrationNumber: text().notNull(),
    exportImportCode: text().notNull(),
    tradeLicenseNumber: text().notNull(),
    tradeLicenseExpiresOn: date({ mode: 'string' }).notNull(),
    shipping: jsonb().$type<ContactBody>().notNull(),
    billing: jsonb().$type<ContactBody>().notNull(),
    airportCode: text().notNull(),
    primaryCity: text().notNull(),
    /** The license document, stored privately under `uploads/business/` (server-made name). */
    documentStoredName: text().notNull(),
    documentOriginalName: text().notNull(),
    documentContentType: text().notNull(),
    documentSizeBytes: integer().notNull(),
    rejectionReason: text(),
    reviewedBy: uuid().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    companyId: uuid().references(() => companies.id),
    createdAt: createdAt(),
  },
  (table) => [
    // One application waits per applicant: a second submit is refused, even from two tabs.
    uniqueIndex('business_applications_one_pending_per_applicant')
      .on(table.applicantUserId)
      .where(sql`${table.status} = 'pending'`),
    index().on(table.status, table.createdAt),
  ],
);

/**
 * A renewed trade license a company's SHIPPER ADMIN sent from the portal (issue 15, decision
 * 052), waiting for an operator. Approval writes the new number and expiry onto the company (the
 * expiry block lifts; the 30-day reminder, keyed by expiry, can come again); a rejection keeps
 * the old license and the reason. The document is stored as the signup's is.
 */
export const tradeLicenseRenewals = pgTable(
  'trade_license_renewals',
  {
    id: id(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    submittedBy: uuid()
      .notNull()
      .references(() => users.id),
    status: businessApplicationStatus().notNull().default('pending'),
    tradeLicenseNumber: text().notNull(),
    tradeLicenseExpiresOn: date({ mode: 'string' }).notNull(),
    documentStoredName: text().notNull(),
    documentOriginalName: text().notNull(),
    documentContentType: text().notNull(),
    documentSizeBytes: integer().notNull(),
    rejectionReason: text(),
    reviewedBy: uuid().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One renewal waits per company, even when two of its admins send at once.
    uniqueIndex('trade_license_renewals_one_pending_per_company')
      .on(table.companyId)
      .where(sql`${table.status} = 'pending'`),
    index().on(table.status, table.createdAt),
  ],
);
