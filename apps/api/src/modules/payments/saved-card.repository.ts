import { schema } from '@skyparcel/db';
import { and, asc, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import type { DbOrTx } from '../../lib/tx';
import type { CardToken } from './gateway/payment-gateway';

const { savedCards } = schema;

export type SavedCardRow = typeof savedCards.$inferSelect;

export const ONE_DEFAULT_CARD_INDEX = 'saved_cards_one_default_per_user';

function owned(userId: string, cardId: string) {
  return and(eq(savedCards.userId, userId), eq(savedCards.id, cardId));
}

/** The customer's saved cards: the default first, then the newest. */
export function listOwnedCards(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.isDefault), desc(savedCards.createdAt), asc(savedCards.id));
}

/** The customer's card of this id, or undefined (another's, a missing or a malformed id). */
export async function findOwnedCard(db: DbOrTx, userId: string, cardId: string) {
  if (!isUuid(cardId)) {
    return undefined;
  }
  const [row] = await db.select().from(savedCards).where(owned(userId, cardId));
  return row;
}

/** Locks the customer's cards, so two changes of the default run one after the other. */
export async function lockOwnedCards(tx: DbOrTx, userId: string) {
  await tx
    .select({ id: savedCards.id })
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .for('update');
}

export async function clearDefaultCard(tx: DbOrTx, userId: string) {
  await tx
    .update(savedCards)
    .set({ isDefault: false })
    .where(and(eq(savedCards.userId, userId), eq(savedCards.isDefault, true)));
}

export async function updateOwnedCard(
  tx: DbOrTx,
  userId: string,
  cardId: string,
  change: { label?: string | null; isDefault?: boolean },
) {
  const [row] = await tx.update(savedCards).set(change).where(owned(userId, cardId)).returning();
  return row;
}

export async function deleteOwnedCard(tx: DbOrTx, userId: string, cardId: string) {
  const [row] = await tx.delete(savedCards).where(owned(userId, cardId)).returning();
  return row;
}

/** The newest remaining card, which becomes the default when the default is deleted. */
export async function findNewestCard(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select()
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), asc(savedCards.id))
    .limit(1);
  return row;
}

/** Keeps a gateway token once per customer: saving the same card again is no second row. */
export async function insertCardOnce(
  tx: DbOrTx,
  userId: string,
  gateway: string,
  card: CardToken,
  isDefault: boolean,
) {
  await tx
    .insert(savedCards)
    .values({
      userId,
      gateway,
      gatewayToken: card.token,
      brand: card.brand,
      last4: card.last4,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      isDefault,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(savedCards)
    .where(
      and(
        eq(savedCards.userId, userId),
        eq(savedCards.gateway, gateway),
        eq(savedCards.gatewayToken, card.token),
      ),
    );
  return row;
}
