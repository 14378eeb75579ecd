import { schema } from '@skyparcel/db';
import type { Locale } from '@skyparcel/domain/locale';
import type { OfferText } from '@skyparcel/domain/offers';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { offerCampaigns, offerCampaignRecipients } = schema;

export type OfferCampaignRow = typeof offerCampaigns.$inferSelect;

export async function insertOfferCampaign(
  db: DbOrTx,
  values: { texts: Record<Locale, OfferText>; createdBy: string },
): Promise<OfferCampaignRow> {
  const [row] = await db.insert(offerCampaigns).values(values).returning();
  if (!row) {
    throw new Error('the offer campaign was not stored');
  }
  return row;
}

/** The newest first; a few a month, so one page of 100 holds them. */
export async function listOfferCampaigns(db: DbOrTx): Promise<OfferCampaignRow[]> {
  return db.select().from(offerCampaigns).orderBy(desc(offerCampaigns.createdAt)).limit(100);
}

export async function findOfferCampaign(db: DbOrTx, id: string) {
  const [row] = await db.select().from(offerCampaigns).where(eq(offerCampaigns.id, id));
  return row;
}

/**
 * Marks a draft as sent and answers it, or nothing when it was sent already. The update is the
 * claim: of two sends at once (two clicks, two servers) PostgreSQL lets one change the row; the
 * other waits for it, finds `sent_at` set and changes nothing.
 */
export async function claimOfferCampaign(
  db: DbOrTx,
  { id, sentBy, sentAt }: { id: string; sentBy: string; sentAt: Date },
) {
  const [row] = await db
    .update(offerCampaigns)
    .set({ sentAt, sentBy })
    .where(and(eq(offerCampaigns.id, id), isNull(offerCampaigns.sentAt)))
    .returning();
  return row;
}

/** Records the recipients; answers the ids newly recorded (a customer is mailed once). */
export async function insertOfferRecipients(
  db: DbOrTx,
  campaignId: string,
  userIds: readonly string[],
): Promise<string[]> {
  if (userIds.length === 0) {
    return [];
  }
  const rows = await db
    .insert(offerCampaignRecipients)
    .values(userIds.map((userId) => ({ campaignId, userId })))
    .onConflictDoNothing()
    .returning({ userId: offerCampaignRecipients.userId });
  return rows.map((row) => row.userId);
}

export async function setOfferRecipientCount(db: DbOrTx, id: string, recipientCount: number) {
  const [row] = await db
    .update(offerCampaigns)
    .set({ recipientCount })
    .where(eq(offerCampaigns.id, id))
    .returning();
  if (!row) {
    throw new Error('the offer campaign went missing while sending');
  }
  return row;
}
