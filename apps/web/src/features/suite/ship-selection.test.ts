import { expect, test } from 'vitest';
import {
  canJoinShipSelection,
  EMPTY_SHIP_SELECTION,
  type ShipSelection,
  toggleShipSelection,
} from './ship-selection';

const atUs = (id: string) => ({ id, warehouseId: 'wh-us' });

test('ticks packages of one warehouse and unticks them again', () => {
  let selection: ShipSelection = EMPTY_SHIP_SELECTION;
  selection = toggleShipSelection(selection, atUs('a'));
  selection = toggleShipSelection(selection, atUs('b'));
  expect(selection).toEqual({ warehouseId: 'wh-us', packageIds: ['a', 'b'] });
  selection = toggleShipSelection(selection, atUs('a'));
  expect(selection).toEqual({ warehouseId: 'wh-us', packageIds: ['b'] });
  selection = toggleShipSelection(selection, atUs('b'));
  expect(selection).toEqual(EMPTY_SHIP_SELECTION);
});

test('refuses a package of another warehouse while packages are chosen', () => {
  const selection = toggleShipSelection(EMPTY_SHIP_SELECTION, atUs('a'));
  expect(toggleShipSelection(selection, { id: 'c', warehouseId: 'wh-gb' })).toBe(selection);
  expect(canJoinShipSelection(selection, 'wh-gb')).toBe(false);
  expect(canJoinShipSelection(selection, 'wh-us')).toBe(true);
  expect(canJoinShipSelection(EMPTY_SHIP_SELECTION, 'wh-gb')).toBe(true);
});
