import type { PackageLocker } from '@skyparcel/domain/packages';

export type AddressField =
  | 'name'
  | 'street'
  | 'street2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'phone';

export type AddressLine = { field: AddressField; value: string };

/**
 * The lines of a suite address in the order shops' forms ask for them. The suite number goes
 * with the name (as the API's contract says), since every shop has a name field but not every
 * shop has a second address line. Empty lines are left out.
 */
export function suiteAddressLines(
  address: PackageLocker['address'],
  countryName: string,
): AddressLine[] {
  const lines: AddressLine[] = [
    { field: 'name', value: [address.name, address.suiteNumber].filter(Boolean).join(' ') },
    { field: 'street', value: address.street },
    { field: 'street2', value: address.street2 ?? '' },
    { field: 'city', value: address.city },
    { field: 'state', value: address.state ?? '' },
    { field: 'zip', value: address.zip },
    { field: 'country', value: countryName },
    { field: 'phone', value: address.phone },
  ];
  return lines.filter((line) => line.value.trim() !== '');
}

/** The whole address as one text, a line each, for pasting into a shop's form or a note. */
export function suiteAddressText(lines: readonly AddressLine[]): string {
  return lines.map((line) => line.value).join('\n');
}
