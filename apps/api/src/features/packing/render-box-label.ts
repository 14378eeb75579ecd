import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { labelAirports } from '@skyparcel/domain/packing';
import { dimWeightLb, formatOrderNumber } from '@skyparcel/domain/ship-requests';
import { findBookedPalletCount } from '../../modules/edi-booking';
import type { PackageCaller } from '../../modules/packages';
import { findWarehouse, listAirportsInCountry } from '../../modules/reference';
import { listPackedBoxes, requireStaffShipRequestView } from '../../modules/ship-requests';
import { renderShippingLabel } from '../../modules/shipping-labels';

/**
 * The label PDF of one box of a packed request (issue 12), for staff at its warehouse. The
 * airports are the warehouse's own and the consignee's city's, else the countries' main ones
 * (`labelAirports`; decision 043: the CAWB names the flight later).
 */
export async function renderBoxLabel(
  db: Db,
  clerk: PackageCaller,
  shipRequestId: string,
  boxNumber: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const view = await requireStaffShipRequestView(db, clerk, shipRequestId);
  const orderNumber = formatOrderNumber(view.number);
  if (!view.airWaybillNumber) {
    throw new AppError('SHIP_REQUEST_NOT_PACKED', { params: { orderNumber } });
  }
  const boxes = await listPackedBoxes(db, view.id);
  const box = boxes.find((row) => row.boxNumber === boxNumber);
  if (!box) {
    throw new AppError('BOX_NOT_FOUND', { params: { orderNumber, box: String(boxNumber) } });
  }
  const found = await findWarehouse(db, view.warehouseId);
  if (!found) {
    throw new Error(`ship request ${view.id} has no warehouse`);
  }
  const { warehouse } = found;
  const [originAirports, destinationAirports, palletCount] = await Promise.all([
    listAirportsInCountry(db, warehouse.countryCode),
    listAirportsInCountry(db, view.destinationCountryCode),
    findBookedPalletCount(db, view.id),
  ]);
  const airports = labelAirports({
    warehouseAirportCode: warehouse.airportCode,
    warehouseCountryCode: warehouse.countryCode,
    originAirports,
    consigneeCity: view.shipTo.city,
    destinationCountryCode: view.destinationCountryCode,
    destinationAirports,
  });

  const pdf = await renderShippingLabel({
    airWaybillNumber: view.airWaybillNumber,
    orderNumber,
    boxNumber,
    boxCount: boxes.length,
    weightGrams: box.actualWeightGrams,
    dimWeightLb: dimWeightLb(box),
    palletCount,
    originAirportCode: airports.origin,
    destinationAirportCode: airports.destination,
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
