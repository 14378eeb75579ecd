import type { Db } from '@skyparcel/db';
import type { CardBrand } from '@skyparcel/domain/payments';
import { keepSavedCard } from '../modules/payments';
import type { TestUser } from './build-user';

type SavedCardOptions = {
  owner: TestUser;
  /** A sandbox token; a new one unless given (`tok_sandbox_…` rows are the sandbox's). */
  token?: string;
  brand?: CardBrand;
  last4?: string;
};

let counter = 0;

/** A card the customer saved while paying, as settling a payment keeps it. */
export async function buildSavedCard(db: Db, { owner, token, brand, last4 }: SavedCardOptions) {
  counter += 1;
  const card = await db.transaction((tx) =>
    keepSavedCard(tx, owner.user.id, 'sandbox', {
      token: token ?? `tok_test_${Date.now()}_${counter}`,
      brand: brand ?? 'visa',
      last4: last4 ?? '4242',
      expiryMonth: 12,
      expiryYear: 2030,
    }),
  );
  if (!card) {
    throw new Error('saved card not kept');
  }
  return card;
}
