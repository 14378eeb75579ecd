import { type Db, schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { as } from './as';
import { buildPackage } from './build-package';
import type { TestCustomer } from './build-user';

/** The consignee every test ship request goes to (also the scale tests' address). */
export const KUWAIT_OFFICE = {
  firstName: 'Omar',
  lastName: 'Saleh',
  street: 'Block 3, Street 12, Building 7',
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: '22001',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '5551 2345',
  addressType: 'work',
  shipperConsigneeAddressType: 'consignee',
};

async function contactOf(app: FastifyInstance, owner: TestCustomer): Promise<string> {
  const book = await as(app, owner).get('/api/user/contacts');
  const [first] = book.json() as { id: string }[];
  if (first) {
    return first.id;
  }
  const added = await as(app, owner).post('/api/user/contacts', KUWAIT_OFFICE);
  if (added.statusCode !== 201) {
    throw new Error(`contact not added: ${added.body}`);
  }
  return added.json().id;
}

export type BuiltShipRequest = {
  id: string;
  orderNumber: string;
  totalMinor: number;
  currency: string;
  packageIds: string[];
};

/**
 * A ship request awaiting payment, made the customer's way: ready packages at US-DE, a Kuwait
 * address in their book, the wizard's quote, then POST /shipping (decision 037).
 */
export async function buildShipRequest(
  app: FastifyInstance,
  db: Db,
  owner: TestCustomer,
  {
    packages = 1,
    packageIds: built,
    choices = {},
  }: {
    packages?: number;
    /** Ready packages the test built itself (received long ago, say) instead of new ones. */
    packageIds?: string[];
    /** More of the wizard's choices, quoted and sent alike (couponCode, justCredit...). */
    choices?: Record<string, unknown>;
  } = {},
): Promise<BuiltShipRequest> {
  const contactId = await contactOf(app, owner);
  const packageIds: string[] = built ? [...built] : [];
  for (let index = packageIds.length; index < packages; index += 1) {
    packageIds.push((await buildPackage(db, { owner, status: 'ready_to_send' })).id);
  }
  const quote = await as(app, owner).post('/api/shipping/warehouses/US-DE/shipping-discount', {
    packageIds,
    destinationCode: 'KW',
    ...choices,
  });
  if (quote.statusCode !== 200) {
    throw new Error(`no quote: ${quote.body}`);
  }
  const created = await as(app, owner).post('/api/shipping', {
    packageIds,
    contactId,
    valuesConfirmed: true,
    quotedTotal: quote.json().total,
    ...choices,
  });
  if (created.statusCode !== 201) {
    throw new Error(`ship request not created: ${created.body}`);
  }
  const { id, orderNumber } = created.json().shipRequest as { id: string; orderNumber: string };
  const [row] = await db
    .select({ totalMinor: schema.shipRequests.totalMinor, currency: schema.shipRequests.currency })
    .from(schema.shipRequests)
    .where(eq(schema.shipRequests.id, id));
  if (!row) {
    throw new Error('ship request not stored');
  }
  return { id, orderNumber, packageIds, ...row };
}
