import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { MasterWaybillView } from '@skyparcel/domain/tracking';
import type { Clock } from '../../lib/clock';
import { lockMasterWaybill } from '../../modules/air-waybills';
import { recordAudit } from '../../modules/audit';
import { type StaffCaller, setMasterWaybillRequests } from '../../modules/ship-requests';
import { setRouteOfRequests } from '../../modules/tracking';

/**
 * PUT /staff/master-waybills/{id}/shipments: the packed requests the CAWB carries, all of them
 * (the ship requests module checks each is the clerk's, packed, and of one warehouse in the
 * origin airport's country). Their public tracking then shows the flight's airports. Audited.
 */
export async function assignMasterWaybill(
  { db, clock }: { db: Db; clock: Clock },
  staff: StaffCaller,
  masterWaybillId: string,
  shipRequestIds: readonly string[],
): Promise<MasterWaybillView> {
  return db.transaction(async (tx) => {
    const locked = await lockMasterWaybill(tx, masterWaybillId);
    if (!locked) {
      throw new AppError('MASTER_WAYBILL_NOT_FOUND');
    }
    const { cawb, originCountryCode } = locked;
    const carried = await setMasterWaybillRequests(
      tx,
      staff,
      { id: cawb.id, originCountryCode },
      shipRequestIds,
    );
    await setRouteOfRequests(
      tx,
      carried.map((request) => request.id),
      { origin: cawb.originAirportCode, destination: cawb.destinationAirportCode },
    );
    const orderNumbers = carried
      .sort((a, b) => a.number - b.number)
      .map((request) => formatOrderNumber(request.number));
    await recordAudit(tx, {
      actor: staff.id,
      action: 'master-waybill.set-shipments',
      subject: null,
      detail: { masterWaybillId: cawb.id, number: cawb.number, orderNumbers, at: clock() },
    });
    return { ...cawb, orderNumbers };
  });
}
