// The air waybills module: the configured serial ranges (`air_waybill_ranges`), the one way a
// number is handed out, and the consolidated master waybills (`master_waybills`; decision 042).
// Packing and the CAWB calls reach these tables only through this door.
export { type AirWaybillRange, addAirWaybillRange } from './add-air-waybill-range';
export { allocateAirWaybill, allocateAirWaybills } from './allocate-air-waybill';
export type { MasterWaybillRow } from './master-waybill.repository';
export {
  findMasterWaybill,
  insertMasterWaybill,
  lockMasterWaybill,
} from './master-waybill.repository';
