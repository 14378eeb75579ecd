/**
 * Account credit spent on invoices paid together (decision 049, "in part with account credit"):
 * each invoice in turn takes what is left of the credit, up to its outstanding. The payment
 * charges this and the cart shows it, so both read the same figures.
 */
export function spreadCreditOverInvoices(
  creditMinor: number,
  outstandingMinors: readonly number[],
): number[] {
  let left = Math.max(0, creditMinor);
  return outstandingMinors.map((outstandingMinor) => {
    const taken = Math.min(left, Math.max(0, outstandingMinor));
    left -= taken;
    return taken;
  });
}
