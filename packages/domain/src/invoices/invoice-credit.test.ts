import { expect, test } from 'vitest';
import { spreadCreditOverInvoices } from './invoice-credit';

test('credit pays the invoices in turn, each up to its outstanding', () => {
  expect(spreadCreditOverInvoices(5_000, [4_500, 3_000])).toEqual([4_500, 500]);
  expect(spreadCreditOverInvoices(10_000, [4_500, 3_000])).toEqual([4_500, 3_000]);
});

test('no credit, or a negative balance, pays nothing', () => {
  expect(spreadCreditOverInvoices(0, [4_500])).toEqual([0]);
  expect(spreadCreditOverInvoices(-100, [4_500, 1])).toEqual([0, 0]);
  expect(spreadCreditOverInvoices(1_000, [])).toEqual([]);
});
