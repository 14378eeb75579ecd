import type { SavedCard } from '@skyparcel/domain/payments';
import type { MessageKey, MessageValues } from '@/lib/i18n';

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** 'Visa ending 4242': how a saved card is named on the profile and in the cart. */
export function cardName(t: Translate, card: Pick<SavedCard, 'brand' | 'last4'>) {
  return t('payments.savedCards.endingIn', {
    brand: t(`payments.savedCards.brands.${card.brand}`),
    last4: card.last4,
  });
}

/** 'Expires 03/29'. */
export function cardExpiry(t: Translate, card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>) {
  return t('payments.savedCards.expires', {
    month: String(card.expiryMonth).padStart(2, '0'),
    year: String(card.expiryYear),
  });
}
