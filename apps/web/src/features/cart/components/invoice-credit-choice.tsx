import { type PayableInvoice, spreadCreditOverInvoices } from '@skyparcel/domain/invoices';
import { fromMajor, money, toMoneyDto } from '@skyparcel/domain/money';
import type { MoneyDto } from '@skyparcel/domain/pricing';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { Checkbox } from '@/components/ui/checkbox';
import { useLocale, useTranslation } from '@/lib/i18n';

export type InvoiceCreditChoiceProps = {
  invoices: readonly PayableInvoice[];
  /** The customer's account credit per currency (the cart's answer). */
  credit: readonly MoneyDto[];
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
};

/**
 * "Use my account credit" for the cart's invoices (issue 13, decision 049), the same box as the
 * wizard's summary step, with the amounts: the credit there is, what of it pays these invoices
 * and what is left for the card, per currency, as the payment will spread it. Nothing shows
 * without credit in an invoice's currency.
 */
export function InvoiceCreditChoice({
  invoices,
  credit,
  isChecked,
  onChange,
}: InvoiceCreditChoiceProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const shares = credit.flatMap((available) => {
    const owed = invoices
      .filter((invoice) => invoice.outstanding.currency === available.currency)
      .map((invoice) => fromMajor(invoice.outstanding.amount, available.currency).amountMinor);
    if (owed.length === 0 || available.amount <= 0) {
      return [];
    }
    const creditMinor = fromMajor(available.amount, available.currency).amountMinor;
    const appliedMinor = sum(spreadCreditOverInvoices(creditMinor, owed));
    const format = (amountMinor: number) =>
      formatMoneyDto(toMoneyDto(money(amountMinor, available.currency)), locale);
    return [
      t('shipping.cart.invoices.creditAmounts', {
        available: formatMoneyDto(available, locale),
        applied: format(appliedMinor),
        rest: format(sum(owed) - appliedMinor),
      }),
    ];
  });
  if (shares.length === 0) {
    return null;
  }
  return (
    <Checkbox
      label={t('shipping.cart.invoices.useCredit')}
      checked={isChecked}
      onChange={(event) => onChange(event.target.checked)}
      hint={shares.join(' ')}
    />
  );
}

function sum(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}
