import { schema } from '@skyparcel/db';
import type { InvoiceBillTo } from '@skyparcel/domain/invoices';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

/**
 * Whom a company's invoice on account is addressed to (an EDI upload's, decision 054): the
 * company's name and Customer ID, the billing details and tax registration number of the
 * application an operator approved for it. A company made without an application (by hand, before
 * issue 15) is billed by name alone, with the uploader's e-mail.
 */
export async function findCompanyBillTo(
  db: DbOrTx,
  companyId: string,
  fallbackEmail: string,
): Promise<InvoiceBillTo> {
  const { companies, businessApplications } = schema;
  const [row] = await db
    .select({
      name: companies.name,
      customerId: companies.customerId,
      billing: businessApplications.billing,
      taxId: businessApplications.taxRegistrationNumber,
    })
    .from(companies)
    .leftJoin(
      businessApplications,
      and(
        eq(businessApplications.companyId, companies.id),
        eq(businessApplications.status, 'approved'),
      ),
    )
    .where(eq(companies.id, companyId))
    .orderBy(desc(businessApplications.reviewedAt))
    .limit(1);
  if (!row) {
    throw new Error(`company ${companyId} not found`);
  }
  const name = row.customerId ? `${row.name} (${row.customerId})` : row.name;
  const billing = row.billing;
  if (!billing) {
    return {
      name,
      lines: [],
      countryCode: null,
      phone: null,
      email: fallbackEmail,
      taxId: null,
    };
  }
  const place = [billing.city, billing.stateOrProvince, billing.zip].filter(Boolean).join(', ');
  return {
    name,
    lines: [
      `${billing.firstName} ${billing.lastName}`,
      billing.street,
      billing.street2,
      place,
    ].filter((part): part is string => Boolean(part)),
    countryCode: billing.countryCode,
    phone: `${billing.phoneCountryCode} ${billing.phoneNumber}`.trim(),
    email: fallbackEmail,
    taxId: row.taxId,
  };
}
