// The air waybills module: the configured serial ranges (`air_waybill_ranges`) and the one way a
// number is handed out (decision 042). Packing and the CAWBs draw numbers only through this door.
export { allocateAirWaybill } from './allocate-air-waybill';
