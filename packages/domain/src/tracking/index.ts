// The air waybill rules live in shipping (the quote and tracking input use them too); tracking
// re-exports them so the tracking code finds them in its own area.
export {
  AIRLINE_AWB_PREFIX,
  airWaybillCheckDigit,
  formatAirWaybill,
  isValidAirWaybill,
  normalizeAirWaybill,
} from '../shipping/air-waybill';
export * from './customer-shipment.schemas';
export * from './delivery-status';
export * from './parse-tracking-input';
export * from './staff-shipment.schemas';
export * from './staff-tracking.schemas';
export * from './tracking.schemas';
export * from './tracking-order';
export * from './tracking-statuses';
