/** Packages chosen in Ready to send for one shipment: all of one warehouse (spec section 5). */
export type ShipSelection = { warehouseId: string; packageIds: string[] };

export const EMPTY_SHIP_SELECTION: ShipSelection = { warehouseId: '', packageIds: [] };

/**
 * Ticks or unticks a package. A package of another warehouse than the chosen ones is refused
 * (the list says why), since one shipment leaves from one warehouse.
 */
export function toggleShipSelection(
  selection: ShipSelection,
  pkg: { id: string; warehouseId: string },
): ShipSelection {
  if (selection.packageIds.length > 0 && selection.warehouseId !== pkg.warehouseId) {
    return selection;
  }
  const isChosen = selection.packageIds.includes(pkg.id);
  const packageIds = isChosen
    ? selection.packageIds.filter((id) => id !== pkg.id)
    : [...selection.packageIds, pkg.id];
  return { warehouseId: packageIds.length > 0 ? pkg.warehouseId : '', packageIds };
}

/** Whether a package may be ticked now: none chosen yet, or the chosen ones share its warehouse. */
export function canJoinShipSelection(selection: ShipSelection, warehouseId: string): boolean {
  return selection.packageIds.length === 0 || selection.warehouseId === warehouseId;
}
