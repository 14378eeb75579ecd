import { ACCOUNT_DELETION_STATUSES } from '@skyparcel/domain/customer-profile';
import { sql } from 'drizzle-orm';
import {
  index,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';
import { coupons } from './pricing';

/**
 * The coupons a customer added to their profile (issue 14, decision 048): the wizard's quote
 * offers them. Adding one checks it as a quote would; the quote checks it again.
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    addedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.couponId] })],
);

export const accountDeletionStatus = pgEnum('account_deletion_status', ACCOUNT_DELETION_STATUSES);

/**
 * A customer's request to delete their account (issue 14, decision 048): pending until an
 * operator confirms it (the personal data is then erased, invoices and payments kept) or the
 * customer withdraws it. One pending request per user.
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    status: accountDeletionStatus().notNull().default('pending'),
    requestedAt: createdAt(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => users.id),
  },
  (table) => [
    uniqueIndex('account_deletion_requests_one_pending')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index().on(table.status, table.requestedAt),
  ],
);
