import type { Db } from '@skyparcel/db';
import {
  EDI_BOOKING_COLUMNS,
  EDI_BOOKING_EXAMPLE,
  type EdiBookingColumn,
} from '@skyparcel/domain/edi-booking';
import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../lib/clock';
import { DEMO_ACCOUNTS, findUserByEmail } from '../../modules/users';
import { uploadEdiBookings } from './upload-edi-bookings';

type Row = Partial<Record<EdiBookingColumn, string>>;

const csvOf = (rows: readonly Row[]) =>
  Buffer.from(
    stringify([
      [...EDI_BOOKING_COLUMNS],
      ...rows.map((row) =>
        EDI_BOOKING_COLUMNS.map((column) => ({ ...EDI_BOOKING_EXAMPLE, ...row })[column] ?? ''),
      ),
    ]),
  );

/**
 * The booked file: three shipments from New York, London and Dubai to the Gulf; the first on two
 * pallets, the second loose boxes (no pallet count), the third on one pallet.
 */
const BOOKED: readonly Row[] = [
  { pieces: '2', palletCount: '2', description: 'Cotton T-shirts' },
  {
    palletCount: '',
    consigneeName: 'Omar Al Farsi',
    consigneeStreet: 'Sheikh Zayed Road 12',
    consigneeCity: 'Dubai',
    consigneeState: 'Dubai',
    consigneeZip: '',
    consigneePhone: '+971 50 123 4567',
    destinationAirport: 'DXB',
    originAirport: 'LHR',
    currency: 'GBP',
    declaredValue: '80',
    description: 'Leather shoes',
    hsCode: '6403.99',
    productType: 'shoes',
  },
  {
    consigneeName: 'Nora Al Qahtani',
    consigneeStreet: 'King Fahd Road 200',
    consigneeCity: 'Riyadh',
    consigneeState: 'Riyadh',
    consigneeZip: '12211',
    consigneePhone: '+966 50 123 4567',
    destinationAirport: 'RUH',
    originAirport: 'DXB',
    currency: 'AED',
    declaredValue: '450',
    description: 'Wireless headphones',
    hsCode: '8518.30',
    productType: 'electronics',
    weight: '0.8',
    palletCount: '1',
  },
];

/**
 * Demo Trading LLC's two EDI uploads (issue 15, decision 054), made by its SHIPPER through the
 * real upload use case: one failed on an invalid row (nothing booked, its report to read), one
 * booked (three shipments in the packing queue's Packed tab, with labels and a report). Their
 * Idempotency-Keys make it run once: a second run finds both uploads.
 */
export async function seedDemoEdiBookings(deps: { db: Db; clock: Clock }) {
  const email = DEMO_ACCOUNTS.find((account) => account.role === 'SHIPPER')?.email;
  const shipper = email ? await findUserByEmail(deps.db, email) : undefined;
  if (!shipper?.companyId) {
    return;
  }
  const caller = { id: shipper.id, companyId: shipper.companyId };
  await uploadEdiBookings(
    deps,
    caller,
    {
      fileName: 'demo-april-bookings.csv',
      bytes: csvOf([BOOKED[0] ?? {}, { pieces: '0', consigneePhone: '12' }]),
    },
    'demo-edi-failed-upload',
  );
  await uploadEdiBookings(
    deps,
    caller,
    { fileName: 'demo-march-bookings.csv', bytes: csvOf(BOOKED) },
    'demo-edi-booked-upload',
  );
}
