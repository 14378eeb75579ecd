import type { ReceivePackageBodySchema } from '@skyparcel/domain/packages';
import type { z } from 'zod';

/** What the inputs hold (text, before coercion) and what the schema makes of it. */
export type ReceiveFormInput = z.input<typeof ReceivePackageBodySchema>;
export type ReceiveFormOutput = z.output<typeof ReceivePackageBodySchema>;

export const EMPTY_PIECE = { receptacleId: '', value: { amount: '', currency: 'USD' } };
export const EMPTY_LINE_ITEM = {
  inventoryId: '',
  description: '',
  quantity: '1',
  valuePerUnit: { amount: '', currency: 'USD' },
  hsCode: '',
};

export const EMPTY_RECEIVE_FORM: ReceiveFormInput = {
  suiteNumber: '',
  retailerName: '',
  retailerTrackingNumber: '',
  carrier: '',
  weight: { amount: '', unit: 'Kg' },
  dimensions: { length: '', width: '', depth: '', unit: 'Cm' },
  pieces: [],
  lineItems: [],
  warehouseComment: '',
};
