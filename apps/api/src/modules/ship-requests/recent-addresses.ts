import type { AddressType } from '@skyparcel/domain/contacts';
import type { RecentAddress, ShipToAddress } from '@skyparcel/domain/ship-requests';
import type { DbOrTx } from '../../lib/tx';
import { lastShipToAddressesJson, listLastShipToAddresses } from './ship-request.repository';

/** How many of the last requests are looked at, and how many addresses answered. */
const REQUESTS_LOOKED_AT = 50;
const MAX_RECENT_ADDRESSES = 10;

/** The same address whatever its case and spacing (an address used twice is listed once). */
function sameAddressKey(address: ShipToAddress) {
  return [
    address.consigneeName,
    address.street,
    address.street2 ?? '',
    address.city,
    address.stateOrProvince,
    address.zip ?? '',
    address.countryCode,
    address.phoneCountryCode,
    address.phoneNumber,
  ]
    .map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase())
    .join('|');
}

/**
 * GET /shipping/recent-addresses (spec section 7) and the user state: the addresses the caller's
 * last ship requests went to, each once, newest first, of one address type when asked, each with
 * its contact's id while that contact is still in the address book (the wizard chooses by it).
 */
export async function findRecentAddresses(
  db: DbOrTx,
  userId: string,
  addressType?: AddressType,
): Promise<RecentAddress[]> {
  const addresses = await listLastShipToAddresses(db, userId, {
    addressType,
    limit: REQUESTS_LOOKED_AT,
  });
  return distinctRecentAddresses(addresses);
}

/** For the caller's one GET /state statement: the rows `distinctRecentAddresses` takes. */
export function recentShipToJson() {
  return lastShipToAddressesJson(REQUESTS_LOOKED_AT);
}

/** The last requests' addresses (newest first), each once, at most 10. */
export function distinctRecentAddresses(addresses: RecentAddress[]): RecentAddress[] {
  const seen = new Set<string>();
  return addresses
    .filter((address) => {
      const key = sameAddressKey(address);
      if (seen.has(key)) {
        return false;
      }
      seen.add(key);
      return true;
    })
    .slice(0, MAX_RECENT_ADDRESSES);
}
