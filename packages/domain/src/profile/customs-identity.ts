/**
 * Destinations whose customs clear a parcel only against the consignee's identity (issue 14,
 * decision 047): Saudi Arabia and Kuwait. A ship request to one of them needs a verified identity.
 */
export const ID_REQUIRED_DESTINATIONS: readonly string[] = ['SA', 'KW'];

/** Issue 14: whether shipping to `countryCode` waits for a verified identity (decision 047). */
export function requiresVerifiedIdentity(countryCode: string): boolean {
  return ID_REQUIRED_DESTINATIONS.includes(countryCode.toUpperCase());
}
