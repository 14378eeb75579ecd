/**
 * The columns of an EDI booking file (issue 15, spec section 3: EDI booking upload fields), in
 * the template's order. A file names them in its header row, in any order; the template documents
 * each one (its notes sheet, or the CSV's '#' lines) with the text `ediBooking.columns.<name>`.
 */
export const EDI_BOOKING_COLUMNS = [
  'shipperName',
  'shipperPhone',
  'consigneeName',
  'consigneeStreet',
  'consigneeStreet2',
  'consigneeCity',
  'consigneeState',
  'consigneeZip',
  'consigneePhone',
  'pieces',
  'palletCount',
  'weight',
  'weightUnit',
  'length',
  'width',
  'height',
  'dimensionUnit',
  'declaredValue',
  'currency',
  'description',
  'hsCode',
  'productType',
  'originAirport',
  'destinationAirport',
] as const;
export type EdiBookingColumn = (typeof EDI_BOOKING_COLUMNS)[number];

/** The columns a row may leave empty; every other one is required. */
export const OPTIONAL_EDI_BOOKING_COLUMNS: ReadonlySet<EdiBookingColumn> = new Set([
  'shipperPhone',
  'consigneeStreet2',
  'consigneeZip',
  'palletCount',
]);

/** At most this many rows (without the header) in one file (issue 15). */
export const MAX_EDI_BOOKING_ROWS = 10_000;
/** At most this many bytes in one file (issue 15). */
export const MAX_EDI_BOOKING_BYTES = 5 * 1024 * 1024;
/** At most this many pieces on one row: a row is one shipment, each piece one labelled box. */
export const MAX_EDI_BOOKING_PIECES = 99;
/**
 * At most this many pallets under one row's shipment (spec section 3, Dimensions and weights:
 * pallet). The column is optional: left empty, the shipment is loose boxes.
 */
export const MAX_EDI_BOOKING_PALLETS = 99;

/** A line of the CSV template (and of a sent CSV) starting with this is a note, not a row. */
export const EDI_CSV_COMMENT = '#';

/** An example row, so the template shows what each column looks like (the notes explain it). */
export const EDI_BOOKING_EXAMPLE: Record<EdiBookingColumn, string> = {
  shipperName: 'Demo Trading LLC',
  shipperPhone: '+1 215 555 0100',
  consigneeName: 'Mariam Al Sabah',
  consigneeStreet: 'Block 3, Street 15, House 7',
  consigneeStreet2: '',
  consigneeCity: 'Kuwait City',
  consigneeState: 'Al Asimah',
  consigneeZip: '13001',
  consigneePhone: '+965 5123 4567',
  pieces: '1',
  palletCount: '1',
  weight: '2.5',
  weightUnit: 'Kg',
  length: '30',
  width: '20',
  height: '15',
  dimensionUnit: 'Cm',
  declaredValue: '120.00',
  currency: 'USD',
  description: 'Cotton T-shirts',
  hsCode: '6109.10',
  productType: 'clothing',
  originAirport: 'JFK',
  destinationAirport: 'KWI',
};
