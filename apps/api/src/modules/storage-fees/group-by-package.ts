/** Rows grouped by their package, in the order the packages first appear. */
export function groupByPackage<Row extends { packageId: string }>(rows: readonly Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.packageId);
    if (group) {
      group.push(row);
    } else {
      groups.set(row.packageId, [row]);
    }
  }
  return [...groups.values()];
}
