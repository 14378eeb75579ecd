import type { Db } from '../client';
import { coupons } from '../schema/index';
import { COUPONS } from './data/coupons';

/**
 * The demo coupons the README names (WELCOME10, SAVE5, SUMMER2025). Demo data, not reference
 * data: a code printed in the README would take money off every shipment of a deployed server,
 * so production (where `seedDemo` is never true) has none until an operator makes its own.
 */
export async function seedDemoCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(COUPONS).onConflictDoNothing();
}
