import type { SavedCard } from '@skyparcel/domain/payments';
import type { SavedCardRow } from './saved-card.repository';

/** A saved card without its gateway token, which never leaves the server. */
export function presentSavedCard(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth: row.expiryMonth,
    expiryYear: row.expiryYear,
    label: row.label,
    isDefault: row.isDefault,
  };
}

const BRAND_NAMES: Record<SavedCardRow['brand'], string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  other: 'Card',
};

/** What the receipt says was charged: 'Visa •••• 4242' (brand names are not translated). */
export function describeCard(card: { brand: SavedCardRow['brand']; last4: string }): string {
  return `${BRAND_NAMES[card.brand]} •••• ${card.last4}`;
}
