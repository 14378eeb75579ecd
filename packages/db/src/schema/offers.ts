import type { Locale } from '@skyparcel/domain/locale';
import type { OfferText } from '@skyparcel/domain/offers';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id } from './columns';

/**
 * The latest-offers e-mail (issue 14, decision 056): an operator writes it (a subject and body
 * per language) and sends it once to every customer who opted in. `sentAt` is set by the one
 * send that claims the draft, so a second click or a second server sends nothing more.
 */
export const offerCampaigns = pgTable('offer_campaigns', {
  id: id(),
  texts: jsonb().$type<Record<Locale, OfferText>>().notNull(),
  createdBy: uuid()
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
  sentBy: uuid().references(() => users.id),
  recipientCount: integer(),
});

/** Who an offer went to: one row per customer and campaign, so no one gets it twice. */
export const offerCampaignRecipients = pgTable(
  'offer_campaign_recipients',
  {
    campaignId: uuid()
      .notNull()
      .references(() => offerCampaigns.id),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userId] }), index().on(table.userId)],
);
