import type { Db } from '@skyparcel/db';
import { DEMO_CART_TRACKING_NUMBER, DEMO_SUITE_OWNER_EMAIL } from '@skyparcel/db/seed';
import { ContactBodySchema } from '@skyparcel/domain/contacts';
import { toMoneyDto } from '@skyparcel/domain/money';
import { CreateShipRequestBodySchema } from '@skyparcel/domain/ship-requests';
import type { Clock } from '../../lib/clock';
import { addContact, listOwnedContacts } from '../contacts';
import { findReadyPackagesAt } from '../packages';
import { quoteForPackages } from '../pricing';
import { findWarehouse } from '../reference';
import { findUserByEmail } from '../users';
import { createShipRequest } from './create-ship-request';
import { listOwnedShipRequests } from './ship-request.repository';

/** The demo customer's address book: home in Kuwait (the default) and an office in Dubai. */
export const DEMO_ADDRESSES = [
  {
    title: 'Mr',
    firstName: 'Demo',
    lastName: 'Customer',
    street: 'Block 3, Street 12, House 7',
    city: 'Salmiya',
    stateOrProvince: 'Hawalli',
    zip: '22001',
    countryCode: 'KW',
    phoneCountryCode: '+965',
    phoneNumber: '5551 2345',
    addressType: 'home',
    shipperConsigneeAddressType: 'consignee',
    isDefault: true,
  },
  {
    firstName: 'Demo',
    lastName: 'Customer',
    street: 'Office 1204, Bay Square Building 5',
    street2: 'Business Bay',
    city: 'Dubai',
    stateOrProvince: 'Dubai',
    countryCode: 'AE',
    phoneCountryCode: '+971',
    phoneNumber: '050 123 4567',
    addressType: 'work',
    shipperConsigneeAddressType: 'consignee',
  },
] as const;

/**
 * The demo (issue 11): the demo customer's two saved addresses and one unpaid ship request in
 * the cart (the seeded GB-LON package to the Kuwait home), made through the same use cases as
 * the API's calls. Runs at every start: it adds nothing a second time.
 */
export async function seedDemoShipRequest(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  const owner = await findUserByEmail(db, DEMO_SUITE_OWNER_EMAIL);
  if (!owner) {
    return;
  }
  const caller = { id: owner.id, actingAdminId: null };
  if ((await listOwnedContacts(db, owner.id)).length === 0) {
    for (const address of DEMO_ADDRESSES) {
      await addContact(db, caller, ContactBodySchema.parse(address));
    }
  }
  if ((await listOwnedShipRequests(db, owner)).length > 0) {
    return;
  }

  const home = (await listOwnedContacts(db, owner.id)).find((row) => row.countryCode === 'KW');
  const london = await findWarehouse(db, 'GB-LON');
  const ready = london ? await findReadyPackagesAt(db, owner, london.warehouse.id) : [];
  const cartPackage = ready.find(
    ({ pkg }) => pkg.retailerTrackingNumber === DEMO_CART_TRACKING_NUMBER,
  );
  if (!home || !cartPackage) {
    return;
  }
  const packageIds = [cartPackage.pkg.id];
  const { quote } = await quoteForPackages(deps, {
    viewer: owner,
    packageIds,
    destination: home.countryCode,
    options: ['FRG'],
  });
  await createShipRequest(deps, {
    viewer: owner,
    body: CreateShipRequestBodySchema.parse({
      packageIds,
      contactId: home.id,
      options: ['FRG'],
      specialInstructions: 'Please call before delivery.',
      valuesConfirmed: true,
      quotedTotal: toMoneyDto(quote.total),
    }),
  });
}
