import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { UpdateSavedCardBody } from '@skyparcel/domain/payments';
import type { Tx } from '../../lib/tx';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit';
import {
  clearDefaultCard,
  deleteOwnedCard,
  findNewestCard,
  findOwnedCard,
  lockOwnedCards,
  ONE_DEFAULT_CARD_INDEX,
  updateOwnedCard,
} from './saved-card.repository';

/** Who changes the cards: the customer, perhaps through an operator's admin return. */
export type CardCaller = { id: string; actingAdminId: string | null };

const DEFAULT_RACE_ATTEMPTS = 3;

/**
 * One change of a customer's cards, in a transaction that locks them first (as the address book
 * does, decision 033); the rare loser of a race for the default mark runs again.
 */
async function changeSavedCards<T>(db: Db, userId: string, change: (tx: Tx) => Promise<T>) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockOwnedCards(tx, userId);
        return change(tx);
      });
    } catch (error) {
      if (!isUniqueViolation(error, ONE_DEFAULT_CARD_INDEX) || attempt >= DEFAULT_RACE_ATTEMPTS) {
        throw error;
      }
    }
  }
}

/**
 * PUT /user/credit-cards/{creditCardId}: rename, make default, or both. Another customer's card
 * answers 403 with the catalogue's text, exactly as a missing one does (spec section 8).
 */
export async function updateSavedCard(
  db: Db,
  caller: CardCaller,
  cardId: string,
  body: UpdateSavedCardBody,
) {
  return changeSavedCards(db, caller.id, async (tx) => {
    if (!(await findOwnedCard(tx, caller.id, cardId))) {
      throw new AppError('CREDIT_CARD_FORBIDDEN');
    }
    if (body.isDefault) {
      await clearDefaultCard(tx, caller.id);
    }
    const card = await updateOwnedCard(tx, caller.id, cardId, {
      ...(body.label === undefined ? {} : { label: body.label }),
      ...(body.isDefault ? { isDefault: true } : {}),
    });
    if (!card) {
      throw new AppError('CREDIT_CARD_FORBIDDEN');
    }
    await recordAudit(tx, {
      actor: caller.actingAdminId ?? caller.id,
      action: 'saved_card.update',
      subject: caller.id,
      detail: { cardId, isDefault: card.isDefault, renamed: body.label !== undefined },
    });
    return card;
  });
}

/** DELETE /user/credit-cards/{creditCardId}; the newest other card becomes the default. */
export async function deleteSavedCard(db: Db, caller: CardCaller, cardId: string) {
  await changeSavedCards(db, caller.id, async (tx) => {
    if (!(await findOwnedCard(tx, caller.id, cardId))) {
      throw new AppError('CREDIT_CARD_FORBIDDEN');
    }
    const deleted = await deleteOwnedCard(tx, caller.id, cardId);
    if (!deleted) {
      throw new AppError('CREDIT_CARD_FORBIDDEN');
    }
    if (deleted.isDefault) {
      const next = await findNewestCard(tx, caller.id);
      if (next) {
        await updateOwnedCard(tx, caller.id, next.id, { isDefault: true });
      }
    }
    await recordAudit(tx, {
      actor: caller.actingAdminId ?? caller.id,
      action: 'saved_card.delete',
      subject: caller.id,
      detail: { cardId, last4: deleted.last4 },
    });
  });
}
