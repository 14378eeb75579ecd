import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { MAX_CONTACT_NAME, MAX_CONTACT_STREET, MAX_CONTACT_ZIP } from '../contacts/contact.schemas';
import { isKnownCountryCode } from '../contacts/phone-country-codes';
import { MAX_AMOUNT, MAX_MEASURE, TOO_LARGE_KEY } from '../input/bounded-input';
import { HsCodeSchema } from '../packages/package.schemas';
import type { LengthUnit, WeightUnit } from '../pricing/delivery-price.schemas';
import {
  EDI_BOOKING_COLUMNS,
  type EdiBookingColumn,
  MAX_EDI_BOOKING_PALLETS,
  MAX_EDI_BOOKING_PIECES,
} from './edi-booking-columns';

/**
 * What a row is checked against that only the database knows: the product types of GET
 * /Product/types, the airports we fly from (each served by a warehouse in its country) and to,
 * and which lanes have a rate card. Built once per upload, asked for every row.
 */
export type EdiBookingCatalogue = {
  productTypes: ReadonlySet<string>;
  /** Origin airport code -> its country; only airports with a warehouse in that country. */
  originAirports: ReadonlyMap<string, string>;
  /** Destination airport code -> its country and city. */
  destinationAirports: ReadonlyMap<string, { countryCode: string; city: string }>;
  /** Whether a rate card prices shipments from this origin airport's warehouse to this country. */
  servesLane: (originAirport: string, destinationCountryCode: string) => boolean;
};

/** A valid row, in the units and shapes the booking stores. */
export type EdiBookingRow = {
  shipperName: string;
  shipperPhone: string | null;
  consignee: {
    name: string;
    street: string;
    street2: string | null;
    city: string;
    stateOrProvince: string;
    zip: string | null;
    countryCode: string;
    /** '+965' */
    phoneCountryCode: string;
    /** The digits after the dial code. */
    phoneNumber: string;
  };
  pieces: number;
  /** How many pallets the shipment is loaded on; null when the row left it empty. */
  palletCount: number | null;
  /** The weight of ONE piece. */
  weight: { amount: number; unit: WeightUnit };
  /** The sides of ONE piece. */
  dimensions: { length: number; width: number; depth: number; unit: LengthUnit };
  declaredValue: { amount: number; currency: string };
  description: string;
  hsCode: string;
  productType: string;
  originAirport: string;
  destinationAirport: string;
};

/** One problem of one row: the column and the message key (`validation.*`). */
export type EdiRowProblem = { column: EdiBookingColumn; message: string };

export type EdiRowResult =
  | { ok: true; row: EdiBookingRow }
  | { ok: false; problems: EdiRowProblem[] };

const required = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, 'validation.tooLong');
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .transform((value) => value || null);
const measure = z
  .string()
  .trim()
  .min(1, 'validation.positiveNumber')
  .pipe(
    z.coerce
      .number<string>({ error: 'validation.positiveNumber' })
      .positive('validation.positiveNumber')
      .max(MAX_MEASURE, TOO_LARGE_KEY),
  );
const code = z.string().trim().toUpperCase();

/** Accepts 'Kg', 'kg', 'KG', 'Lb', 'lbs' (the calculator's units, spec section 3). */
const weightUnit = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx): WeightUnit => {
    if (['kg', 'kgs', 'kilograms'].includes(value)) {
      return 'Kg';
    }
    if (['lb', 'lbs', 'pounds'].includes(value)) {
      return 'Lb';
    }
    ctx.addIssue({ code: 'custom', message: 'validation.edi.weightUnit' });
    return z.NEVER;
  });
const lengthUnit = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx): LengthUnit => {
    if (['cm', 'centimeters', 'centimetres'].includes(value)) {
      return 'Cm';
    }
    if (['in', 'inches'].includes(value)) {
      return 'In';
    }
    ctx.addIssue({ code: 'custom', message: 'validation.edi.dimensionUnit' });
    return z.NEVER;
  });

/**
 * The phone as written in a file ('+965 5123 4567', or the national form of the destination
 * country) split into the dial code and the digits after it, or undefined when it is not a valid
 * number there (spec section 5: 'Please enter a valid phone number').
 */
export function splitPhoneNumber(
  value: string,
  countryCode: string,
): { phoneCountryCode: string; phoneNumber: string } | undefined {
  const written = value.trim().replace(/^00/, '+');
  if (!/^\+?[\d\s().-]{4,25}$/.test(written) || !isKnownCountryCode(countryCode)) {
    return undefined;
  }
  const parsed = parsePhoneNumberFromString(written, countryCode as never);
  if (!parsed?.isValid()) {
    return undefined;
  }
  return {
    phoneCountryCode: `+${parsed.countryCallingCode}`,
    phoneNumber: String(parsed.nationalNumber),
  };
}

/**
 * The schema of one row of an EDI booking file (issue 15): every cell as the text read from the
 * file, each column with its own message (the spec's address texts where it has them), then the
 * rules across columns: the consignee's phone for the destination airport's country, and a lane
 * we price. Used by the upload for every row and by the tests; one issue names one column.
 */
export function ediBookingRowSchema(catalogue: EdiBookingCatalogue) {
  return (
    z
      .object({
        shipperName: required(MAX_CONTACT_NAME, 'validation.edi.shipperName'),
        shipperPhone: optional(30),
        consigneeName: required(MAX_CONTACT_NAME, 'validation.edi.consigneeName'),
        consigneeStreet: required(MAX_CONTACT_STREET, 'validation.contact.street'),
        consigneeStreet2: optional(MAX_CONTACT_STREET),
        consigneeCity: required(MAX_CONTACT_NAME, 'validation.contact.city'),
        consigneeState: required(MAX_CONTACT_NAME, 'validation.contact.stateOrProvince'),
        consigneeZip: optional(MAX_CONTACT_ZIP),
        consigneePhone: required(30, 'validation.contact.phone'),
        pieces: z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, 'validation.edi.pieces')
          .transform(Number)
          .pipe(
            z
              .number()
              .int()
              .min(1, 'validation.edi.pieces')
              .max(MAX_EDI_BOOKING_PIECES, 'validation.edi.pieces'),
          ),
        // Optional: empty is no pallet; otherwise a whole number, '1.5', '0' and '100' refused.
        palletCount: z
          .string()
          .trim()
          .regex(/^\d{0,3}$/, 'validation.edi.palletCount')
          .transform((value) => (value === '' ? null : Number(value)))
          .pipe(
            z
              .number()
              .int()
              .min(1, 'validation.edi.palletCount')
              .max(MAX_EDI_BOOKING_PALLETS, 'validation.edi.palletCount')
              .nullable(),
          ),
        weight: measure,
        weightUnit,
        length: measure,
        width: measure,
        height: measure,
        dimensionUnit: lengthUnit,
        declaredValue: z
          .string()
          .trim()
          .min(1, 'validation.edi.declaredValue')
          .pipe(
            z.coerce
              .number<string>({ error: 'validation.edi.declaredValue' })
              .min(0, 'validation.edi.declaredValue')
              .max(MAX_AMOUNT, TOO_LARGE_KEY),
          ),
        currency: z
          .string()
          .trim()
          .regex(/^[A-Za-z]{3}$/, 'validation.currency')
          .transform((value) => value.toUpperCase()),
        description: required(200, 'validation.edi.description'),
        hsCode: z.string().trim().min(1, 'validation.hsCode').pipe(HsCodeSchema),
        productType: z
          .string()
          .trim()
          .toLowerCase()
          .refine((value) => catalogue.productTypes.has(value), 'validation.edi.productType'),
        originAirport: code.refine(
          (value) => catalogue.originAirports.has(value),
          'validation.edi.originAirport',
        ),
        destinationAirport: code.refine(
          (value) => catalogue.destinationAirports.has(value),
          'validation.edi.destinationAirport',
        ),
      })
      // Checked even while another column is wrong (zod skips object checks after a field's
      // issue unless told `when`), so the report names every problem of the row at once.
      .refine(
        (row) => {
          const destination = catalogue.destinationAirports.get(row.destinationAirport);
          return (
            !destination ||
            splitPhoneNumber(row.consigneePhone, destination.countryCode) !== undefined
          );
        },
        {
          message: 'validation.contact.phone',
          path: ['consigneePhone'],
          when: parsed(['destinationAirport', 'consigneePhone']),
        },
      )
      .refine(
        (row) => {
          const destination = catalogue.destinationAirports.get(row.destinationAirport);
          return !destination || catalogue.servesLane(row.originAirport, destination.countryCode);
        },
        {
          message: 'validation.edi.lane',
          path: ['destinationAirport'],
          when: parsed(['destinationAirport', 'originAirport']),
        },
      )
      .transform((row): EdiBookingRow => {
        const countryCode =
          catalogue.destinationAirports.get(row.destinationAirport)?.countryCode ?? '';
        const phone = splitPhoneNumber(row.consigneePhone, countryCode) ?? {
          phoneCountryCode: '',
          phoneNumber: '',
        };
        return {
          shipperName: row.shipperName,
          shipperPhone: row.shipperPhone,
          consignee: {
            name: row.consigneeName,
            street: row.consigneeStreet,
            street2: row.consigneeStreet2,
            city: row.consigneeCity,
            stateOrProvince: row.consigneeState,
            zip: row.consigneeZip,
            countryCode,
            ...phone,
          },
          pieces: row.pieces,
          palletCount: row.palletCount,
          weight: { amount: row.weight, unit: row.weightUnit },
          dimensions: {
            length: row.length,
            width: row.width,
            depth: row.height,
            unit: row.dimensionUnit,
          },
          declaredValue: { amount: row.declaredValue, currency: row.currency },
          description: row.description,
          hsCode: row.hsCode,
          productType: row.productType,
          originAirport: row.originAirport,
          destinationAirport: row.destinationAirport,
        };
      })
  );
}

/** A cross-column rule runs once the columns it reads have no issue of their own. */
function parsed(columns: readonly EdiBookingColumn[]) {
  return (payload: z.core.ParsePayload) =>
    payload.issues.every((issue) => !columns.includes(issue.path?.[0] as EdiBookingColumn));
}

const COLUMN_NAMES: ReadonlySet<string> = new Set(EDI_BOOKING_COLUMNS);

/**
 * Checks one row's cells (missing cells count as empty) and answers the booking row or every
 * problem, one per column at most, in the template's column order.
 */
export function checkEdiBookingRow(
  schema: ReturnType<typeof ediBookingRowSchema>,
  cells: Readonly<Partial<Record<EdiBookingColumn, string>>>,
): EdiRowResult {
  const values = Object.fromEntries(
    EDI_BOOKING_COLUMNS.map((column) => [column, cells[column] ?? '']),
  );
  const result = schema.safeParse(values);
  if (result.success) {
    return { ok: true, row: result.data };
  }
  const byColumn = new Map<EdiBookingColumn, string>();
  for (const issue of result.error.issues) {
    const column = String(issue.path[0]);
    if (COLUMN_NAMES.has(column) && !byColumn.has(column as EdiBookingColumn)) {
      byColumn.set(column as EdiBookingColumn, issue.message);
    }
  }
  return {
    ok: false,
    problems: EDI_BOOKING_COLUMNS.filter((column) => byColumn.has(column)).map((column) => ({
      column,
      message: byColumn.get(column) ?? 'validation.invalid',
    })),
  };
}
