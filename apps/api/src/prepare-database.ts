import { type DbHandle, migrateDb, openDb } from '@skyparcel/db';
import { demoCalendar, seedDemoPackages, seedReferenceData } from '@skyparcel/db/seed';
import { seedDemoCoupons } from './features/coupon-admin/seed-demo-coupons';
import { seedDemoEdiBookings } from './features/edi-booking/seed-demo-edi-bookings';
import { seedDemoInvoices } from './features/invoice-admin/seed-demo-invoices';
import { resolveLoyaltySettings } from './features/loyalty-sign-in/loyalty-settings';
import { seedDemoLoyaltyMember } from './features/loyalty-sign-in/seed-demo-loyalty-member';
import { seedDemoBusinessShipments } from './features/packing/seed-demo-business-shipments';
import { seedDemoFulfilment } from './features/packing/seed-demo-fulfilment';
import { seedDemoTracking } from './features/packing/seed-demo-tracking';
import { type Clock, systemClock } from './lib/clock';
import {
  businessDocumentsFolder,
  seedDemoBusinessApplication,
  seedDemoCompany,
} from './modules/companies';
import { createFileStore } from './modules/files';
import { identityDocumentsFolder, seedDemoIdentity } from './modules/identity';
import { seedDemoSavedCard } from './modules/payments';
import { seedDemoShipRequest } from './modules/ship-requests';
import { seedDemoShippingPreferences } from './modules/shipping-preferences';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/users';
import { type Config, resolveDataDir, resolveUploadsDir } from './plugins/env';

/**
 * PostgreSQL at DATABASE_URL (always, in production), else the embedded PGlite in DATA_DIR; with
 * the pooler's mode, the direct URL migrations take and the read replica (decision 072).
 */
export function openDatabase(config: Config) {
  return openDb(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          timeouts: {
            connectMs: config.DB_CONNECT_TIMEOUT_MS,
            statementMs: config.DB_STATEMENT_TIMEOUT_MS,
          },
          poolMode: config.DATABASE_POOL_MODE,
          directUrl: config.databaseDirectUrl,
          replicaUrl: config.DATABASE_REPLICA_URL,
        }
      : { kind: 'pglite', dataDir: resolveDataDir(config) },
    (error) => console.error('database pool error', error),
    (target, error) =>
      target === 'primary'
        ? console.error('read replica unreachable: its reads go to the primary', error)
        : console.info('read replica answers again: its reads go back to it'),
  );
}

/**
 * Migrates, then seeds what the product needs (rates, countries, rules) and, only where
 * `config.seedDemo` says so, the demo: accounts with the README's passwords, shipments, a suite.
 * `seedDemo` is never true in production (plugins/env.ts), so a deployed server has no demo admin.
 * Every dated row reads `clock`; the demo's story and the exchange-rate months it prices with
 * come from one `demoCalendar` (decision 057), so the demo starts on any day.
 */
export async function prepareDatabase(
  dbHandle: DbHandle,
  config: Config,
  authSecret: string,
  clock: Clock = systemClock,
) {
  await migrateDb(dbHandle);
  const now = clock();
  if (!config.seedDemo) {
    await seedReferenceData(dbHandle.db, { now });
    return;
  }
  const calendar = demoCalendar(now);
  await seedReferenceData(dbHandle.db, {
    now,
    exchangeRateMonths: calendar.exchangeRateMonths,
  });
  await seedDemoAccounts(dbHandle.db, authSecret, now);
  // Demo Trading LLC gets its Customer ID through an approved application; another application
  // waits in the operators' queue (issue 15, decision 052).
  // The demo's license and passport scans go where the server keeps files (disk or S3).
  const files = createFileStore(config.fileStorage, resolveUploadsDir(config));
  const business = { db: dbHandle.db, clock, store: businessDocumentsFolder(files) };
  await seedDemoCompany(business);
  await seedDemoBusinessApplication(business);
  // After the accounts: the demo admin makes the demo coupons (decision 045).
  await seedDemoCoupons({ db: dbHandle.db, clock });
  // After the accounts: the demo admin bills the business company (decision 051).
  await seedDemoInvoices({ db: dbHandle.db, clock });
  if (config.LOYALTY_SIGN_IN) {
    await seedDemoLoyaltyMember(dbHandle.db, resolveLoyaltySettings(config));
  }
  // After the accounts: the demo suite belongs to the demo customer.
  await seedDemoPackages(dbHandle.db, { now });
  // Before any ship request: Kuwait's customs need the demo customer's verified identity.
  await seedDemoIdentity({ db: dbHandle.db, clock, store: identityDocumentsFolder(files) });
  await files.close();
  const silently = {
    db: dbHandle.db,
    clock,
    mailer: { sendMany: async () => undefined },
    publicUrl: config.publicUrl,
  };
  // The public tracking's demo shipments, the first ship requests made, so their numbers are the
  // README's (decision 044).
  await seedDemoTracking(silently);
  // After the suite: the demo's address book and its unpaid ship request (the cart).
  await seedDemoShipRequest({ db: dbHandle.db, clock });
  // After the address book: requests in every state after payment, packed and scanned through
  // the real use cases (decision 043). Their past sends no e-mail.
  await seedDemoFulfilment(silently);
  // Twelve weeks of the business company's shipments, for its reports (decision 055). Before
  // the EDI uploads: it seeds only while the company has no paid request, and booked rows are.
  await seedDemoBusinessShipments(silently);
  // The business's EDI uploads draw their air waybills after the README's demo shipments
  // (decision 054).
  await seedDemoEdiBookings({ db: dbHandle.db, clock });
  const demoCustomer = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER');
  if (demoCustomer) {
    // Two kept preferences, so the wizard's step 3 shows them preselected (decision 041).
    await seedDemoShippingPreferences(dbHandle.db, demoCustomer.email);
  }
  if (config.paymentGateway === 'sandbox' && demoCustomer) {
    await seedDemoSavedCard(dbHandle.db, demoCustomer.email, now);
  }
}
