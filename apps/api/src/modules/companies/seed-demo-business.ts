import { Readable } from 'node:stream';
import type { Db } from '@skyparcel/db';
import {
  type BusinessApplicationBody,
  BusinessApplicationBodySchema,
  calendarDay,
} from '@skyparcel/domain/business';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../credentials';
import type { FileStore } from '../files';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, findUserByEmail, insertUser, updateUser } from '../users';
import { findLatestApplicationOf } from './business-application.repository';
import { reviewBusinessApplication } from './review-business-application';
import { submitBusinessApplication } from './submit-business-application';

/** A one-page PDF the demo trade licenses stand for. */
const DEMO_LICENSE_SCAN = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The demo's applicant still waiting in the operators' queue (README, demo sign-ins). */
export const DEMO_APPLICANT = {
  email: 'applicant@demo.skyparcel.test',
  firstName: 'Karim',
  lastName: 'Mansour',
} as const;

type SeedDeps = { db: Db; clock: Clock; store: FileStore };

const silentMailer = { send: async () => undefined };

function demoForm(
  clock: Clock,
  companyName: string,
  person: { firstName: string; lastName: string },
): BusinessApplicationBody {
  const address = {
    firstName: person.firstName,
    lastName: person.lastName,
    street: 'Sheikh Zayed Road, Tower 2, Office 1407',
    city: 'Dubai',
    stateOrProvince: 'Dubai',
    countryCode: 'AE',
    phoneCountryCode: '+971',
    phoneNumber: '501234567',
    addressType: 'work',
  };
  // Through the form's own schema, as a browser's form would arrive.
  return BusinessApplicationBodySchema.parse({
    companyName,
    businessType: 'trading',
    taxRegistrationNumber: '100234567800003',
    exportImportCode: 'AE-EXP-1001',
    tradeLicenseNumber: 'DED-778812',
    // Two years ahead of the seed: the demo company books without a reminder.
    tradeLicenseExpiresOn: calendarDay(new Date(clock().getTime() + 730 * 24 * 60 * 60 * 1000)),
    shipping: address,
    airportCode: 'DXB',
  });
}

function licenseUpload() {
  return { originalName: 'trade-license.pdf', source: Readable.from([DEMO_LICENSE_SCAN]) };
}

/**
 * Demo Trading LLC made the way a business account is made (issue 15, decision 052): its SHIPPER
 * ADMIN applies, the demo admin approves and the sequence issues its Customer ID (SKEC1001 on a
 * new database), then the company's other demo users join it. Runs at every start: a company
 * already made is left as it is.
 */
export async function seedDemoCompany(deps: SeedDeps): Promise<void> {
  const { db } = deps;
  const members = DEMO_ACCOUNTS.filter((account) => account.inCompany);
  const adminAccount = members.find((account) => account.role === 'SHIPPER ADMIN');
  const operatorEmail = DEMO_ACCOUNTS.find((account) => account.role === 'ADMIN')?.email ?? '';
  const applicant = adminAccount ? await findUserByEmail(db, adminAccount.email) : undefined;
  const operator = await findUserByEmail(db, operatorEmail);
  if (!applicant || !operator) {
    return;
  }
  let companyId = applicant.companyId;
  if (!companyId) {
    const caller = { id: applicant.id, companyId: null, actingAdminId: null };
    let waiting = await findLatestApplicationOf(db, applicant.id);
    if (waiting?.application.status !== 'pending') {
      await submitBusinessApplication(
        deps,
        deps.store,
        caller,
        demoForm(deps.clock, 'Demo Trading LLC', applicant),
        licenseUpload(),
      );
      waiting = await findLatestApplicationOf(db, applicant.id);
    }
    await reviewBusinessApplication(
      { ...deps, mailer: silentMailer },
      operator,
      waiting?.application.id ?? '',
      { decision: 'approved' },
    );
    companyId = (await findUserByEmail(db, applicant.email))?.companyId ?? null;
  }
  for (const member of members) {
    const user = await findUserByEmail(db, member.email);
    if (user && companyId && user.companyId === null) {
      await updateUser(db, user.id, { companyId });
    }
  }
}

/**
 * A business application waiting in the operators' queue for the demo (issue 15): Karim, an
 * approved customer with the demo password, applies for Karim Imports FZE. Not in the test
 * template: only the demo's start seeds it. Runs at every start and adds nothing twice.
 */
export async function seedDemoBusinessApplication(deps: SeedDeps): Promise<void> {
  const { db } = deps;
  let applicant = await findUserByEmail(db, DEMO_APPLICANT.email);
  if (!applicant) {
    applicant = await insertUser(db, {
      ...DEMO_APPLICANT,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      isApproved: true,
      emailConfirmedAt: deps.clock(),
    });
  }
  if (!applicant || applicant.companyId || (await findLatestApplicationOf(db, applicant.id))) {
    return;
  }
  await submitBusinessApplication(
    deps,
    deps.store,
    { id: applicant.id, companyId: null, actingAdminId: null },
    demoForm(deps.clock, 'Karim Imports FZE', applicant),
    licenseUpload(),
  );
}
