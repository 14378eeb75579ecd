import type { SavedCard } from '@skyparcel/domain/payments';
import { useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { useSavedCards } from '@/features/saved-cards/api/saved-cards';
import { cardExpiry, cardName } from '@/features/saved-cards/card-name';
import { useTranslation } from '@/lib/i18n';
import type { PaymentMethod } from '../api/start-payment';

const NEW_CARD = 'new-card';

/**
 * The cart's choice of how to pay (decision 038): one of the customer's saved cards (the default
 * preselected) or a new card typed on the gateway's page, saved if the box is ticked. Until the
 * cards load, or when there are none, it is a new card.
 */
export function usePaymentChoice() {
  const cards = useSavedCards();
  const [chosen, setChosen] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const list = cards.data ?? [];
  const preselected = list.find((card) => card.isDefault) ?? list[0];
  const current =
    chosen && (chosen === NEW_CARD || list.some((card) => card.id === chosen))
      ? chosen
      : (preselected?.id ?? NEW_CARD);
  const method: PaymentMethod = current === NEW_CARD ? { saveCard } : { savedCardId: current };
  return { cards: list, current, method, saveCard, setChosen, setSaveCard };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;

export function PayWith({ choice }: { choice: PaymentChoice }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="pay-with">
      <legend>{t('shipping.cart.payWith')}</legend>
      {choice.cards.map((card) => (
        <CardOption
          key={card.id}
          card={card}
          name={name}
          isChecked={choice.current === card.id}
          onChoose={() => choice.setChosen(card.id)}
        />
      ))}
      <label className="pay-with__option">
        <input
          type="radio"
          name={name}
          value={NEW_CARD}
          checked={choice.current === NEW_CARD}
          onChange={() => choice.setChosen(NEW_CARD)}
        />
        <span>
          <strong>{t('shipping.cart.newCard')}</strong>
          <span className="pay-with__detail">{t('shipping.cart.newCardHint')}</span>
        </span>
      </label>
      {choice.current === NEW_CARD ? (
        <Checkbox
          label={t('shipping.cart.saveCard')}
          checked={choice.saveCard}
          onChange={(event) => choice.setSaveCard(event.target.checked)}
        />
      ) : null}
    </fieldset>
  );
}

type CardOptionProps = { card: SavedCard; name: string; isChecked: boolean; onChoose: () => void };

function CardOption({ card, name, isChecked, onChoose }: CardOptionProps) {
  const { t } = useTranslation();
  return (
    <label className="pay-with__option">
      <input type="radio" name={name} value={card.id} checked={isChecked} onChange={onChoose} />
      <span>
        <strong>{card.label ?? cardName(t, card)}</strong>
        {card.isDefault ? ` · ${t('payments.savedCards.default')}` : null}
        <span className="pay-with__detail">
          {card.label ? `${cardName(t, card)} · ` : null}
          {cardExpiry(t, card)}
        </span>
      </span>
    </label>
  );
}
