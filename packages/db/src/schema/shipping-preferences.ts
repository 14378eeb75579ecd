import { pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { shippingOptionCode, shippingOptions } from './pricing';

/**
 * A customer's shipping preferences (spec section 3; decision 041): the option codes the
 * start-shipment wizard preselects. One row per chosen code; none chosen is no rows.
 */
export const userShippingPreferences = pgTable(
  'user_shipping_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionCode: shippingOptionCode()
      .notNull()
      .references(() => shippingOptions.code),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.optionCode] })],
);
