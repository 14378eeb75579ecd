import { migrateDb, openDb } from '@skyparcel/db';
import { seedReferenceData } from '@skyparcel/db/seed';
import { buildPackage } from './build-package';
import { buildCustomer } from './build-user';

/**
 * For `npm run bench -- pay`: a customer with `count` ready packages at US-DE (one per ship
 * request the bench makes) and a session token, in the PGlite folder the portal will then open.
 * Made by the test builders (the same rows receiving writes, the same session sign-in opens);
 * everything after this (the address, the saved card, the requests, the payments) the bench
 * does over HTTP as the customer would. Runs before the portal starts (PGlite has one owner).
 */
export async function prepareBenchPayments(dataDir: string, count: number) {
  const handle = await openDb({ kind: 'pglite', dataDir });
  try {
    await migrateDb(handle);
    await seedReferenceData(handle.db);
    const customer = await buildCustomer(handle.db, { firstName: 'Bench', lastName: 'Payer' });
    const packageIds: string[] = [];
    for (let index = 0; index < count; index += 1) {
      packageIds.push(
        (await buildPackage(handle.db, { owner: customer, status: 'ready_to_send' })).id,
      );
    }
    return { token: customer.token, packageIds };
  } finally {
    await handle.close();
  }
}
