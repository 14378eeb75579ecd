import { SHIP_REQUEST_CHARGE_KINDS, type WeightDifferenceReason } from '@skyparcel/domain/packing';
import {
  bigint,
  char,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { invoices } from './invoices';
import { shipRequests } from './ship-requests';

export const shipRequestChargeKind = pgEnum('ship_request_charge_kind', SHIP_REQUEST_CHARGE_KINDS);

/**
 * What a customer owes on a ship request after payment (issue 12, decision 043): the weight
 * difference when the packed shipment is billed heavier than paid, priced on the request's own
 * rate card version and stored in the request's currency with its reason. Unpaid until issue 13's
 * invoice ledger makes it a shipping-additional invoice and records `paidAt`. One per kind.
 */
export const shipRequestCharges = pgTable(
  'ship_request_charges',
  {
    id: id(),
    shipRequestId: uuid()
      .notNull()
      .references(() => shipRequests.id, { onDelete: 'cascade' }),
    kind: shipRequestChargeKind().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: char({ length: 3 }).notNull(),
    reason: jsonb().$type<WeightDifferenceReason>().notNull(),
    /** The shipping-additional invoice that bills it (decision 049); paidAt is stamped when it is paid. */
    invoiceId: uuid().references(() => invoices.id),
    paidAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ship_request_charges_one_per_kind').on(table.shipRequestId, table.kind)],
);
