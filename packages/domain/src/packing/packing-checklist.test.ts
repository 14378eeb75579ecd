import { expect, test } from 'vitest';
import { missingChecklistItems, needsPackingPhotos, packingChecklist } from './packing-checklist';

test('the checklist is every chosen option in catalogue order, then the written instructions', () => {
  expect(
    packingChecklist({ options: ['FRG', 'LPH', 'INS'], specialInstructions: 'Call first' }),
  ).toEqual(['INS', 'LPH', 'FRG', 'instructions']);
});

test('blank instructions add no item, and no option gives an empty checklist', () => {
  expect(packingChecklist({ options: [], specialInstructions: '   ' })).toEqual([]);
  expect(packingChecklist({ options: ['EPK'], specialInstructions: null })).toEqual(['EPK']);
});

test('the missing items are the required ones not ticked; extra ticks do not count', () => {
  expect(missingChecklistItems(['INS', 'FRG', 'instructions'], ['FRG', 'ORB'])).toEqual([
    'INS',
    'instructions',
  ]);
  expect(missingChecklistItems(['FRG'], ['FRG'])).toEqual([]);
});

test('only the photo option needs photos while preparing', () => {
  expect(needsPackingPhotos(['LPH', 'FRG'])).toBe(true);
  expect(needsPackingPhotos(['INS', 'DSB', 'FRG', 'EPK', 'ORB'])).toBe(false);
});
