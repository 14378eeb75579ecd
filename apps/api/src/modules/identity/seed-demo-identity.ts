import { Readable } from 'node:stream';
import type { Db } from '@skyparcel/db';
import { DEMO_SHIPMENTS_OWNER_EMAIL } from '@skyparcel/db/seed';
import type { Clock } from '../../lib/clock';
import type { FileStore } from '../files';
import { DEMO_ACCOUNTS, findUserByEmail, updateUser } from '../users';
import { reviewIdentity } from './review-identity';
import { setUserIdentification } from './set-user-identification';
import { uploadIdentityDocument } from './upload-identity-document';

/** A one-page PDF the demo customer's passport scan stands for. */
const DEMO_PASSPORT_SCAN = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The demo customers who ship to Kuwait or Saudi Arabia, each with a passport of their own. */
const DEMO_PASSPORTS = [
  {
    email: DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER')?.email,
    number: 'K1234567',
  },
  // Farah, whose ship requests are the public tracking demo (decision 044).
  { email: DEMO_SHIPMENTS_OWNER_EMAIL, number: 'K7654321' },
];

/**
 * The demo customers' verified identities (issue 14, decision 047), made the way a customer and a
 * clerk make one: a date of birth, a passport, a scan, then the demo admin's verdict. Without them
 * the demo could not ship to Kuwait or Saudi Arabia. Runs at every start: a verified identity stays.
 */
export async function seedDemoIdentity(deps: {
  db: Db;
  clock: Clock;
  store: FileStore;
}): Promise<void> {
  const adminEmail = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')?.email ?? '';
  const reviewer = await findUserByEmail(deps.db, adminEmail);
  if (!reviewer) {
    return;
  }
  for (const passport of DEMO_PASSPORTS) {
    await verifyDemoPassport(deps, reviewer, passport.email ?? '', passport.number);
  }
}

async function verifyDemoPassport(
  deps: { db: Db; clock: Clock; store: FileStore },
  reviewer: { id: string },
  email: string,
  number: string,
): Promise<void> {
  const { db } = deps;
  const customer = await findUserByEmail(db, email);
  if (!customer) {
    return;
  }
  const caller = { id: customer.id, actingAdminId: null };
  if (!customer.dateOfBirth) {
    await updateUser(db, customer.id, { dateOfBirth: '1986-04-12', registeredCountryCode: 'KW' });
  }
  const identity = await setUserIdentification(db, caller, {
    documentType: 'passport',
    issuingCountryCode: 'KW',
    number,
  });
  if (identity.status === 'verified') {
    return;
  }
  await uploadIdentityDocument(deps, deps.store, caller, {
    originalName: 'passport.pdf',
    source: Readable.from([DEMO_PASSPORT_SCAN]),
  });
  // The demo's past sends no e-mail.
  await reviewIdentity(
    { ...deps, mailer: { send: async () => undefined } },
    reviewer,
    customer.id,
    { decision: 'verified' },
  );
}
