import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { PackageCaller } from '../../modules/packages';
import { findWarehouse, listAirportsInCountry } from '../../modules/reference';
import { listPackedBoxes, requireStaffShipRequest } from '../../modules/ship-requests';
import { renderShippingLabel } from './render-shipping-label';

/**
 * The label PDF of one box of a packed request (issue 12), for staff at its warehouse. The
 * airports are the first origin airport of the warehouse's country and the first destination
 * airport of the ship-to country (decision 043: the CAWB names the flight later).
 */
export async function renderBoxLabel(
  db: Db,
  clerk: PackageCaller,
  shipRequestId: string,
  boxNumber: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const view = await requireStaffShipRequest(db, clerk, shipRequestId);
  const orderNumber = formatOrderNumber(view.number);
  if (!view.airWaybillNumber) {
    throw new AppError('SHIP_REQUEST_NOT_PACKED', { params: { orderNumber } });
  }
  const boxes = await listPackedBoxes(db, view.id);
  const box = boxes.find((row) => row.boxNumber === boxNumber);
  if (!box) {
    throw new AppError('BOX_NOT_FOUND', { params: { orderNumber, box: String(boxNumber) } });
  }
  const [found, originAirports, destinationAirports] = await Promise.all([
    findWarehouse(db, view.warehouseId),
    findWarehouseAirports(db, view.warehouseId),
    listAirportsInCountry(db, view.destinationCountryCode),
  ]);
  if (!found) {
    throw new Error(`ship request ${view.id} has no warehouse`);
  }
  const { warehouse } = found;

  const pdf = await renderShippingLabel({
    airWaybillNumber: view.airWaybillNumber,
    orderNumber,
    boxNumber,
    boxCount: boxes.length,
    weightGrams: box.actualWeightGrams,
    originAirportCode: originAirports.find((row) => row.isOrigin)?.code ?? warehouse.countryCode,
    destinationAirportCode:
      destinationAirports.find((row) => row.isDestination)?.code ?? view.destinationCountryCode,
    sender: {
      name: warehouse.name,
      street: warehouse.street,
      street2: warehouse.street2,
      city: warehouse.city,
      state: warehouse.state,
      zip: warehouse.zip,
      countryCode: warehouse.countryCode,
      phone: warehouse.phone,
    },
    consignee: view.shipTo,
  });
  return { pdf, fileName: `${view.airWaybillNumber}-${boxNumber}.pdf` };
}

async function findWarehouseAirports(db: Db, warehouseId: string) {
  const found = await findWarehouse(db, warehouseId);
  return found ? listAirportsInCountry(db, found.warehouse.countryCode) : [];
}
