import type { Db } from '@skyparcel/db';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import { findUserByEmail } from '../users';
import { setShippingPreferences } from './set-shipping-preferences';
import { findShippingPreferenceCodes } from './shipping-preference.repository';

/** Fragile stickers and extra packing; insurance stays off (the README's walk-through). */
export const DEMO_SHIPPING_PREFERENCES: readonly ShippingOptionCode[] = ['FRG', 'EPK'];

/**
 * The demo customer keeps two shipping preferences (decision 041), so a newcomer sees step 3 of
 * the wizard preselect them. Through the use case, as the customer would (audited). Only while
 * they keep none: a restart neither writes another audit row nor undoes a newcomer's choice.
 */
export async function seedDemoShippingPreferences(db: Db, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || (await findShippingPreferenceCodes(db, user.id)).length > 0) {
    return;
  }
  await setShippingPreferences(db, { id: user.id, actingAdminId: null }, DEMO_SHIPPING_PREFERENCES);
}
