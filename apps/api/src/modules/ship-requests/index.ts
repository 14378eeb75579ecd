// The ship requests module: a customer's requests to ship ready packages (`ship_requests`,
// `ship_request_packages`, `ship_request_boxes`), their stored quote and their states (decision
// 037; after payment, decision 042).
// The routes (features/ship-requests) and the payment use these tables only through this door.
export { cancelShipRequest } from './cancel-ship-request';
export type { ChangeShipRequestResult } from './change-ship-request';
export { changeShipRequest } from './change-ship-request';
export type { CreateShipRequestResult } from './create-ship-request';
export { createShipRequest } from './create-ship-request';
export type { DroppedCoupon } from './drop-unusable-coupon';
export { dropUnusableCoupon } from './drop-unusable-coupon';
export { findChargeDetails } from './find-charge-details';
export type { PayableShipRequest } from './find-payable-ship-requests';
export { findPayableShipRequests } from './find-payable-ship-requests';
export type { BookedShipRequest } from './insert-booked-ship-requests';
export { insertBookedShipRequests } from './insert-booked-ship-requests';
export { lockPayableShipRequests } from './lock-payable-ship-requests';
export { type ChargedShipRequest, markShipRequestsPaid } from './mark-ship-requests-paid';
export {
  listMasterWaybillRequests,
  setMasterWaybillRequests,
} from './master-waybill-requests';
export type { MoveShipRequestInput } from './move-ship-request';
export { moveShipRequest, moveShipRequestsTo } from './move-ship-request';
export type { PackedBoxRow, ShipRequestChargeRow } from './packed-boxes.repository';
export {
  insertPackedBoxes,
  insertWeightDifferenceCharge,
  listPackedBoxes,
  listShipRequestCharges,
  markChargesPaidByInvoices,
} from './packed-boxes.repository';
export type { StaffShipRequestView } from './packing-queue.repository';
export { listPackingQueue, requireStaffShipRequestView } from './packing-queue.repository';
export {
  distinctRecentAddresses,
  findRecentAddresses,
  recentShipToJson,
} from './recent-addresses';
export type { RefreshedQuote } from './refresh-ship-request-quote';
export { refreshShipRequestQuote } from './refresh-ship-request-quote';
export { requireOwnedShipRequest } from './require-owned-ship-request';
export { DEMO_ADDRESSES, seedDemoShipRequest } from './seed-demo-ship-request';
export { presentShipRequestDetails, presentShipRequestSummary } from './ship-request.presenter';
export type { ShipRequestRow, ShipRequestView } from './ship-request.repository';
export {
  findCouponCodesCarried,
  hasUnpaidShipRequests,
  hasUnpaidShipRequestsSql,
  listOwnedShipRequests,
  listShipRequestsByIds,
} from './ship-request.repository';
export type { ShipmentFacts } from './shipment-facts';
export { findShipmentFacts } from './shipment-facts';
export type { StaffCaller } from './staff-ship-request.repository';
export {
  findStaffShipRequestStates,
  lockShipRequest,
  lockShipRequests,
  lockStaffShipRequest,
  // Merge of s8-packing and s8-tracking-core: both named theirs requireStaffShipRequest; the
  // packing one (a view) keeps the name, this one (the row) is exported as ...Row.
  requireStaffShipRequest as requireStaffShipRequestRow,
  staffShipRequestCondition,
} from './staff-ship-request.repository';
export { startPreparingShipRequest } from './start-preparing-ship-request';
