/** The package ID people see (spec section 3 "package ID"): 'PK' and the package's sequence number. */
export function formatPackageNumber(sequence: number): string {
  return `PK${sequence}`;
}

/** A typed package ID back to its sequence number: 'PK100042', 'pk100042' or '100042'. */
export function parsePackageNumber(input: string): number | undefined {
  const match = /^(?:pk)?(\d{1,12})$/i.exec(input.trim());
  const sequence = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(sequence) && sequence <= 2_147_483_647 ? sequence : undefined;
}
