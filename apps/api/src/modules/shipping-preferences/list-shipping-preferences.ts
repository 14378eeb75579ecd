import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import {
  SHIPPING_OPTION_CODES,
  type ShippingPreferenceItem,
  shippingPreferenceNameKey,
} from '@skyparcel/domain/pricing';
import { translate } from '@skyparcel/i18n';
import { findOptionFees } from '../pricing';
import { findWarehouse } from '../reference';
import { findShippingPreferenceCodes } from './shipping-preference.repository';

/**
 * GET /userProfile/list-shipping-preferences: all six preferences with their profile text, whether
 * the caller keeps each, and, when a warehouse is named, its fee there in force at `now` (the
 * same fees the wizard and the quote read, decision 034). INS has no flat fee: it is priced by
 * the declared value of a shipment. An unknown or closed warehouse answers 404.
 */
export async function listShippingPreferences(
  db: Db,
  input: { userId: string; warehouseId: string | undefined; locale: Locale; now: Date },
): Promise<ShippingPreferenceItem[]> {
  const warehouse =
    input.warehouseId === undefined ? undefined : await findWarehouse(db, input.warehouseId);
  if (input.warehouseId !== undefined && !warehouse) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: input.warehouseId } });
  }
  const [chosen, fees] = await Promise.all([
    findShippingPreferenceCodes(db, input.userId),
    warehouse ? findOptionFees(db, input.now, warehouse.warehouse.id) : Promise.resolve([]),
  ]);
  return SHIPPING_OPTION_CODES.map((code) => {
    const fee = fees.find((row) => row.optionCode === code);
    const nameKey = shippingPreferenceNameKey(code);
    return {
      code,
      nameKey,
      name: translate(input.locale, nameKey),
      isPricedByDeclaredValue: code === 'INS',
      fee: fee ? toMoneyDto(money(fee.feeMinor, fee.currency)) : null,
      isChosen: chosen.includes(code),
    };
  });
}
