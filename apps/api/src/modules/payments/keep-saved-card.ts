import type { Tx } from '../../lib/tx';
import { recordAudit } from '../audit';
import type { CardToken } from './gateway/payment-gateway';
import { insertCardOnce, listOwnedCards, lockOwnedCards } from './saved-card.repository';

/**
 * Keeps the gateway's token of a card the customer asked to save while paying; the first card
 * becomes the default. Runs inside the caller's transaction (settling a payment).
 */
export async function keepSavedCard(tx: Tx, userId: string, gateway: string, card: CardToken) {
  await lockOwnedCards(tx, userId);
  const existing = await listOwnedCards(tx, userId);
  const saved = await insertCardOnce(tx, userId, gateway, card, existing.length === 0);
  if (saved && !existing.some((row) => row.id === saved.id)) {
    await recordAudit(tx, {
      actor: userId,
      action: 'saved_card.add',
      subject: userId,
      detail: { cardId: saved.id, brand: saved.brand, last4: saved.last4 },
    });
  }
  return saved;
}
