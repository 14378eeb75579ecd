import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import { recordAudit } from '../audit';
import { lockUserById } from '../users';
import {
  findShippingPreferenceCodes,
  replaceShippingPreferenceCodes,
} from './shipping-preference.repository';

/** Who keeps the preferences: the customer, perhaps through an operator's admin return. */
export type ShippingPreferencesCaller = { id: string; actingAdminId: string | null };

/**
 * PUT /userProfile/set-shipping-preferences: the caller's preferences become exactly `codes`
 * (already checked by the domain schema: known, each once). The user's row is locked first, so
 * two saves at once (two tabs, the wizard and the profile) end as one of them, never a mix, and
 * the audit row names what was there before.
 */
export async function setShippingPreferences(
  db: Db,
  caller: ShippingPreferencesCaller,
  codes: readonly ShippingOptionCode[],
): Promise<ShippingOptionCode[]> {
  return db.transaction(async (tx) => {
    const user = await lockUserById(tx, caller.id);
    if (!user) {
      throw new AppError('USER_NOT_FOUND');
    }
    const before = await findShippingPreferenceCodes(tx, caller.id);
    await replaceShippingPreferenceCodes(tx, caller.id, codes);
    const after = await findShippingPreferenceCodes(tx, caller.id);
    await recordAudit(tx, {
      actor: caller.actingAdminId ?? caller.id,
      action: 'user.set-shipping-preferences',
      subject: caller.id,
      detail: { before, after },
    });
    return after;
  });
}
