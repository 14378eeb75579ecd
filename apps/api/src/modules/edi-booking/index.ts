// The EDI booking module: a business's booking files (`edi_uploads`) and their booked rows
// (`edi_bookings`), each row a ship request with source 'edi' made through the ship-requests,
// air-waybills and tracking doors (decision 054). Routes reach these tables only through here.
export { bookEdiRows, type EdiLane, type EdiRowToBook } from './book-edi-rows';
export {
  type BookedShipmentView,
  findBookedPalletCount,
  listBookedShipments,
  summariseBookedAirWaybills,
  summariseBookedCargo,
} from './edi-booked-shipments.repository';
export { type EdiLanes, loadEdiLanes } from './edi-lanes';
export type { EdiCaller, EdiUploadRow, EdiUploadView } from './edi-upload.repository';
export {
  findOwnUploadByKey,
  findUploadView,
  insertUploadOnce,
  listCompanyUploads,
  requireCompanyUpload,
  updateUpload,
} from './edi-upload.repository';
export {
  EDI_UPLOAD_INTERRUPTED_AFTER_MS,
  failInterruptedEdiUploads,
} from './fail-interrupted-uploads';
