import { ACTION_REASONS, NOTIFICATION_KINDS, PACKAGE_STATUSES } from '@skyparcel/domain/packages';
import type { LengthUnit, WeightUnit } from '@skyparcel/domain/pricing';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, localizedText } from './columns';
import { warehouses } from './reference';

export const packageStatus = pgEnum('package_status', PACKAGE_STATUSES);
export const actionReason = pgEnum('action_reason', ACTION_REASONS);
export const packageFileKind = pgEnum('package_file_kind', ['photo', 'document']);
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/** Staff work at the warehouses listed here ("at their warehouses", issue 4); admins at any. */
export const staffWarehouses = pgTable(
  'staff_warehouses',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.warehouseId] })],
);

const measure = () => numeric({ precision: 10, scale: 2, mode: 'number' });

/**
 * A package received at a warehouse for one suite (one customer at one warehouse). `userId` is
 * null while the suite number on the label matched nobody (unassigned, assigned later).
 */
export const packages = pgTable(
  'packages',
  {
    id: id(),
    /** The package ID people see, 'PK' + this number (formatPackageNumber). */
    number: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: uuid().references(() => users.id),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    /** The suite number written on the label, kept for an unassigned package. */
    labelSuiteNumber: text(),
    status: packageStatus().notNull().default('in_review'),
    reason: actionReason(),
    retailerName: text().notNull(),
    retailerTrackingNumber: text().notNull(),
    carrier: text().notNull(),
    weightAmount: measure().notNull(),
    weightUnit: text().$type<WeightUnit>().notNull(),
    length: measure().notNull(),
    width: measure().notNull(),
    depth: measure().notNull(),
    lengthUnit: text().$type<LengthUnit>().notNull(),
    /** Sum of the line items' quantities and values, kept with them in one transaction. */
    quantity: integer().notNull().default(0),
    totalValueMinor: bigint({ mode: 'number' }),
    valueCurrency: char({ length: 3 }),
    warehouseComment: text(),
    adminComment: text(),
    returnComment: text(),
    returnUsesOwnLabel: boolean().notNull().default(false),
    /** The customer's own return label: a document of this package (its serial number). */
    returnLabelSerialNumber: integer().references((): AnyPgColumn => packageFiles.serialNumber, {
      onDelete: 'set null',
    }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    receivedBy: uuid().references(() => users.id),
    /** When the package left the suite (preparing, returned, discarded): storage stops counting. */
    storageStoppedAt: timestamp({ withTimezone: true }),
    /** Storage reminders already e-mailed (days before the end: 7, 1). */
    storageRemindersSent: integer().array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The suite list: one customer's packages at a warehouse, by status, newest first.
    index().on(table.userId, table.warehouseId, table.status, table.receivedAt),
    // The staff console: a warehouse's packages by status and date.
    index().on(table.warehouseId, table.status, table.receivedAt),
    index().on(table.retailerTrackingNumber),
    // The staff console at a million packages (decision 073): every warehouse's newest first, and
    // the packages whose label names a suite nobody owns. One status across the warehouses reads
    // `packages_status_received_at_index` (migration 0043, hand-written: it includes the retailer).
    index().on(table.receivedAt, table.number),
    index().on(table.labelSuiteNumber),
  ],
);

export const packagePieces = pgTable(
  'package_pieces',
  {
    id: id(),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull(),
    receptacleId: text().notNull(),
    valueMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
  },
  (table) => [index().on(table.packageId)],
);

/** A declared line item (spec section 3); money in integer minor units of `currency`. */
export const packageLineItems = pgTable(
  'package_line_items',
  {
    id: id(),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull(),
    inventoryId: text(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unitValueMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    totalValueMinor: bigint({ mode: 'number' }).notNull(),
    hsCode: text(),
    declaredValueMinor: bigint({ mode: 'number' }),
    declaredCurrency: char({ length: 3 }),
    exportDescription: text(),
    scheduleB: text(),
    statisticalQuantity: integer(),
  },
  (table) => [index().on(table.packageId)],
);

/**
 * A stored file of a package: staff photos and customer documents. The bytes live under
 * DATA_DIR with the server-made `storedName`; the row is written only after the file is in place.
 */
export const packageFiles = pgTable(
  'package_files',
  {
    id: id(),
    /** The documents' serial number of the spec (DELETE /Packages/uploaded-files/delete/{serialNumber}). */
    serialNumber: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 1001 }),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    kind: packageFileKind().notNull(),
    documentName: text().notNull(),
    originalName: text().notNull(),
    storedName: text().notNull().unique(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedBy: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.packageId, table.kind)],
);

/** Every move of a package: who, when, from, to, why. */
export const packageStatusHistory = pgTable(
  'package_status_history',
  {
    id: id(),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    actorUserId: uuid().references(() => users.id),
    fromStatus: packageStatus(),
    toStatus: packageStatus().notNull(),
    reason: actionReason(),
    comment: text(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.packageId, table.createdAt)],
);

/** The header's notifications (product.md: real, marked read when opened, mirrored by e-mail). */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind().notNull(),
    packageId: uuid().references(() => packages.id, { onDelete: 'cascade' }),
    /** Values of the message (package number, retailer, reason, days). */
    params: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId, table.readAt, table.updatedAt)],
);

/** Services staff perform on a package on request (extra photos, repacking), charged later. */
export const additionalServices = pgTable('additional_services', {
  code: text().primaryKey(),
  name: localizedText(),
  description: localizedText(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
});

/** A service's price at one warehouse, in that warehouse's currency. */
export const additionalServicePrices = pgTable(
  'additional_service_prices',
  {
    serviceCode: text()
      .notNull()
      .references(() => additionalServices.code),
    warehouseId: uuid()
      .notNull()
      .references(() => warehouses.id),
    priceMinor: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.serviceCode, table.warehouseId] })],
);

/** The services a customer chose for a package, priced when chosen; billed on the shipment. */
export const packageAdditionalServices = pgTable(
  'package_additional_services',
  {
    id: id(),
    packageId: uuid()
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    serviceCode: text()
      .notNull()
      .references(() => additionalServices.code),
    priceMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    /**
     * What the customer asked the warehouse team with this choice (spec section 5: comment
     * required); null on choices made before the comment was asked for (migration 0038).
     */
    customerComment: text(),
    requestedAt: createdAt(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique().on(table.packageId, table.serviceCode)],
);
