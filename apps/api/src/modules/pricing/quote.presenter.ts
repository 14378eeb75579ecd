import { toMoneyDto } from '@skyparcel/domain/money';
import type { QuoteLine, ShipRequestQuote, ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import type { PriceContext } from './load-price-context';

/** A quote on the wire: money in major units with its currency, the rates and their month. */
export function presentQuote(context: PriceContext, quote: ShipRequestQuote): ShipRequestQuoteDto {
  return {
    warehouseCode: context.warehouseCode,
    destinationCode: context.destinationCode,
    quotedAt: context.now.toISOString(),
    currency: quote.currency,
    lines: quote.lines.map(presentQuoteLine),
    total: toMoneyDto(quote.total),
    rates: quote.rates,
    exchangeRateMonth: context.exchangeRateMonth,
    actualWeightKg: quote.actualWeightKg,
    chargeableWeightKg: quote.chargeableWeightKg,
    declaredValue: toMoneyDto(quote.declaredValue),
    customs: quote.customs && {
      threshold: toMoneyDto(quote.customs.threshold),
      cif: toMoneyDto(quote.customs.cif),
      isAboveThreshold: quote.customs.isAboveThreshold,
      dutyRatePercent: quote.customs.dutyRateBasisPoints / 100,
      vatRatePercent: quote.customs.vatRateBasisPoints / 100,
    },
  };
}

/** One line of a quote on the wire (a stored ship request's lines are shown the same way). */
export function presentQuoteLine(line: QuoteLine) {
  return {
    code: line.code,
    reason: line.reason,
    params: line.params,
    original: toMoneyDto(line.original),
    amount: toMoneyDto(line.amount),
  };
}
