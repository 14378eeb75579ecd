import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { CreateMasterWaybillBody, MasterWaybillView } from '@skyparcel/domain/tracking';
import type { Clock } from '../../lib/clock';
import { allocateAirWaybill, insertMasterWaybill } from '../../modules/air-waybills';
import { recordAudit } from '../../modules/audit';
import { requireStaffAtAirport } from '../../modules/packages';
import { findAirportByCode } from '../../modules/reference';
import type { StaffCaller } from '../../modules/ship-requests';

/**
 * POST /staff/master-waybills: a CAWB for one flight between an origin and a destination airport
 * (decision 042), its number drawn from the air waybill range in the same transaction, by an
 * admin or a clerk of a warehouse in the origin's country. Audited.
 */
export async function createMasterWaybill(
  { db, clock }: { db: Db; clock: Clock },
  staff: StaffCaller,
  body: CreateMasterWaybillBody,
): Promise<MasterWaybillView> {
  const origin = await findAirportByCode(db, body.originAirportCode);
  if (!origin?.isOrigin) {
    throw new AppError('AIRPORT_NOT_FOUND', {
      fields: { originAirportCode: 'validation.invalid' },
    });
  }
  // Only the clerks of a warehouse in that airport's country open its flights (issue 27).
  await requireStaffAtAirport(db, staff, origin.code);
  const destination = await findAirportByCode(db, body.destinationAirportCode);
  if (!destination?.isDestination) {
    throw new AppError('AIRPORT_NOT_FOUND', {
      fields: { destinationAirportCode: 'validation.invalid' },
    });
  }

  const row = await db.transaction(async (tx) => {
    const cawb = await insertMasterWaybill(tx, {
      number: await allocateAirWaybill(tx),
      ...body,
      createdBy: staff.id,
      createdAt: clock(),
    });
    await recordAudit(tx, {
      actor: staff.id,
      action: 'master-waybill.create',
      subject: null,
      detail: { masterWaybillId: cawb.id, number: cawb.number, flightNumber: cawb.flightNumber },
    });
    return cawb;
  });
  return { ...row, orderNumbers: [] };
}
