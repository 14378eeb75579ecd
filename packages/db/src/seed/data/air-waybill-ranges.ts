import { AIRLINE_AWB_PREFIX } from '@skyparcel/domain/shipping';

/**
 * The air waybill serials packing hands out (decision 042): the airline's own prefix 701 and
 * serial bodies 5000000..5999999. The demo's shipments take a range of their own below it
 * (`DEMO_AIR_WAYBILL_RANGE`, 4900000 on), given by the demo seed only.
 */
export const AIR_WAYBILL_RANGES = [
  {
    airlinePrefix: AIRLINE_AWB_PREFIX,
    firstSerial: 5_000_000,
    lastSerial: 5_999_999,
    nextSerial: 5_000_000,
    active: true,
  },
];
