import type { PayableInvoice } from '@skyparcel/domain/invoices';
import type { Cart } from './api/get-cart';

export type CartView = {
  invoices: Cart['invoices'];
  requests: Cart['requests'];
  /** Pay all per currency; none while one invoice is chosen (its own Pay pays it). */
  totals: Cart['totals'];
  chosen: PayableInvoice | null;
  /** `/cart?invoice=` named an invoice that owes nothing now (paid, credited, not the caller's). */
  isChosenGone: boolean;
};

/**
 * What the cart shows: everything, or only the invoice an invoice page's Pay now chose
 * (`/cart?invoice=<id>`, issue 13), so one click pays it and the cart stays the one place to pay.
 */
export function chooseCartView(cart: Cart, chosenInvoiceId: string | null): CartView {
  const chosen = cart.invoices.find((invoice) => invoice.id === chosenInvoiceId) ?? null;
  if (chosen) {
    return { invoices: [chosen], requests: [], totals: [], chosen, isChosenGone: false };
  }
  return {
    invoices: cart.invoices,
    requests: cart.requests,
    totals: cart.totals,
    chosen: null,
    isChosenGone: chosenInvoiceId !== null,
  };
}
