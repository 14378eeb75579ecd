import { schema } from '@skyparcel/db';
import type { Contact, ContactBody } from '@skyparcel/domain/contacts';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../lib/is-uuid';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx } from '../../lib/tx';

const { contacts } = schema;

export type ContactRow = typeof contacts.$inferSelect;

/** The unique constraint that makes the same address twice impossible for one customer. */
export const SAME_ADDRESS_CONSTRAINT = 'contacts_user_fingerprint_key';
/** The unique partial index that makes two default addresses impossible for one customer. */
export const ONE_DEFAULT_INDEX = 'contacts_one_default_per_user';

/** Every query names the owner, so another customer's contact is simply not found. */
function owned(userId: string, contactId: string) {
  return and(eq(contacts.userId, userId), eq(contacts.id, contactId));
}

/** A customer's address book: the default first, then the newest. */
export function listOwnedContacts(db: DbOrTx, userId: string) {
  return ownedContactsQuery(db, { userId });
}

/**
 * The book as GET /state answers it, for the caller's one statement (features/user-state): a
 * JSON subquery with the owner as the placeholder `userId`, each contact as `presentContact`
 * shows it, in `listOwnedContacts`' order (a test holds the two equal).
 */
export function ownedContactsJson(): SQL<Contact[]> {
  return sql<Contact[]>`coalesce((select json_agg(json_build_object(
      'id', ${contacts.id}, 'title', ${contacts.title}, 'firstName', ${contacts.firstName},
      'middleName', ${contacts.middleName}, 'lastName', ${contacts.lastName},
      'street', ${contacts.street}, 'street2', ${contacts.street2}, 'city', ${contacts.city},
      'stateOrProvince', ${contacts.stateOrProvince}, 'zip', ${contacts.zip},
      'countryCode', ${contacts.countryCode}, 'phoneCountryCode', ${contacts.phoneCountryCode},
      'phoneNumber', ${contacts.phoneNumber}, 'addressType', ${contacts.addressType},
      'shipperConsigneeAddressType', ${contacts.shipperConsigneeAddressType},
      'isDefault', ${contacts.isDefault})
      order by ${contacts.isDefault} desc, ${contacts.createdAt} desc, ${contacts.id})
    from ${contacts} where ${contacts.userId} = ${sql.placeholder('userId')}), '[]'::json)`;
}

// Prepared: GET /state reads the book on every wizard start (lib/prepared-query.ts).
const ownedContactsQuery = preparedQuery('list_owned_contacts', (db) =>
  db
    .select()
    .from(contacts)
    .where(eq(contacts.userId, sql.placeholder('userId')))
    .orderBy(desc(contacts.isDefault), desc(contacts.createdAt), asc(contacts.id)),
);

/** The customer's contact of this id, or undefined (another's, a missing or a malformed id). */
export async function findOwnedContact(db: DbOrTx, userId: string, contactId: string) {
  if (!isUuid(contactId)) {
    return undefined;
  }
  const [row] = await db.select().from(contacts).where(owned(userId, contactId));
  return row;
}

/**
 * Locks the customer's contacts until the transaction ends, so two changes of one address book
 * (two "make default" presses, two tabs) run one after the other and the second sees the first.
 */
export async function lockOwnedContacts(tx: DbOrTx, userId: string) {
  await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.userId, userId))
    .for('update');
}

/** Another contact of the customer with the same fingerprint (the same address), if any. */
export async function findSameAddress(
  db: DbOrTx,
  userId: string,
  fingerprint: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.userId, userId),
        eq(contacts.fingerprint, fingerprint),
        exceptId ? ne(contacts.id, exceptId) : undefined,
      ),
    );
  return row;
}

/** Takes the default mark off every contact of the customer. */
export async function clearDefaultContact(tx: DbOrTx, userId: string) {
  await tx
    .update(contacts)
    .set({ isDefault: false })
    .where(and(eq(contacts.userId, userId), eq(contacts.isDefault, true)));
}

function columnsOf(body: ContactBody, fingerprint: string) {
  return {
    title: body.title ?? null,
    firstName: body.firstName,
    middleName: body.middleName ?? null,
    lastName: body.lastName,
    street: body.street,
    street2: body.street2 ?? null,
    city: body.city,
    stateOrProvince: body.stateOrProvince,
    zip: body.zip ?? null,
    countryCode: body.countryCode,
    phoneCountryCode: body.phoneCountryCode,
    phoneNumber: body.phoneNumber,
    addressType: body.addressType,
    shipperConsigneeAddressType: body.shipperConsigneeAddressType,
    isDefault: body.isDefault,
    fingerprint,
  };
}

export async function insertContact(
  tx: DbOrTx,
  userId: string,
  body: ContactBody,
  fingerprint: string,
) {
  const [row] = await tx
    .insert(contacts)
    .values({ userId, ...columnsOf(body, fingerprint) })
    .returning();
  return row;
}

export async function updateOwnedContact(
  tx: DbOrTx,
  userId: string,
  contactId: string,
  body: ContactBody,
  fingerprint: string,
  now: Date,
) {
  if (!isUuid(contactId)) {
    return undefined;
  }
  const [row] = await tx
    .update(contacts)
    .set({ ...columnsOf(body, fingerprint), updatedAt: now })
    .where(owned(userId, contactId))
    .returning();
  return row;
}

export async function deleteOwnedContact(tx: DbOrTx, userId: string, contactId: string) {
  if (!isUuid(contactId)) {
    return undefined;
  }
  const [row] = await tx
    .delete(contacts)
    .where(owned(userId, contactId))
    .returning({ id: contacts.id });
  return row;
}
