import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { Tx } from '../../lib/tx';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  lockOwnedContacts,
  ONE_DEFAULT_INDEX,
  SAME_ADDRESS_CONSTRAINT,
} from './contact.repository';

/** Who changes an address book: the customer, perhaps through an operator's admin return. */
export type ContactCaller = { id: string; actingAdminId: string | null };

/** How often a change that lost a race for the default mark is tried again. */
const DEFAULT_RACE_ATTEMPTS = 3;

/**
 * Runs one change of a customer's address book in a transaction that first locks their
 * contacts, so changes of one book never interleave. Two first addresses of an empty book have
 * nothing to lock: the one that loses the race for the default mark (the unique partial index)
 * is run again and then sees the winner. The same address twice answers 'Address Already Exist.'
 * even when two tabs add it at once (the unique constraint).
 */
export async function changeAddressBook<T>(
  db: Db,
  caller: ContactCaller,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await lockOwnedContacts(tx, caller.id);
        return change(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error, SAME_ADDRESS_CONSTRAINT)) {
        throw new AppError('CONTACT_EXISTS');
      }
      if (!isUniqueViolation(error, ONE_DEFAULT_INDEX) || attempt >= DEFAULT_RACE_ATTEMPTS) {
        throw error;
      }
    }
  }
}

/** The audit entry's actor: the operator when one acts for the customer. */
export function actorOf(caller: ContactCaller): string {
  return caller.actingAdminId ?? caller.id;
}
