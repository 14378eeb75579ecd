import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { AirportRules } from '@skyparcel/domain/reference';
import type { Clock } from '../../lib/clock';
import { findWarehouseTerms } from '../../modules/pricing';
import { findAirportByCode, findWarehouse } from '../../modules/reference';
import { presentAirportRules } from './airport-rules.presenter';

/**
 * GET /airport/{warehouseId}/rules: the warehouse's departure airport and the rules of a parcel
 * leaving it. Terms are read at the clock's moment, not the database's, so a version an operator
 * scheduled shows from its first day on, and a test can pin that day.
 */
export async function getAirportRules(
  deps: { db: Db; clock: Clock },
  warehouseIdOrCode: string,
): Promise<AirportRules> {
  const row = await findWarehouse(deps.db, warehouseIdOrCode);
  if (!row) {
    throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: warehouseIdOrCode } });
  }
  const { warehouse } = row;
  const [airport, terms] = await Promise.all([
    warehouse.airportCode ? findAirportByCode(deps.db, warehouse.airportCode) : undefined,
    findWarehouseTerms(deps.db, warehouse.id, deps.clock()),
  ]);
  return presentAirportRules({ warehouse, airport, terms });
}
