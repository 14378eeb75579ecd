import { ID_DOCUMENT_TYPES, IDENTITY_STATUSES } from '@skyparcel/domain/profile';
import { char, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

export const idDocumentType = pgEnum('id_document_type', ID_DOCUMENT_TYPES);
export const identityStatus = pgEnum('identity_status', IDENTITY_STATUSES);

/**
 * A customer's identity for customs (issue 14, decision 047): a passport or national ID, and
 * staff's verdict on it. One row per customer, made at their first change; a new number or a
 * new document puts it back to pending.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: idDocumentType(),
    issuingCountryCode: char({ length: 2 }),
    number: text(),
    status: identityStatus().notNull().default('missing'),
    rejectionReason: text(),
    reviewedBy: uuid().references(() => users.id),
    reviewedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.status, table.updatedAt)],
);

/**
 * The scans of a customer's passport or ID: stored privately under server-made names
 * (modules/files' file store), served only to the owner and to staff and admins.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    originalName: text().notNull(),
    storedName: text().notNull().unique(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt)],
);
