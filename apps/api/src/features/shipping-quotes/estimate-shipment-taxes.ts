import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import type { ShippingOptionCode } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { quoteForPackages } from '../../modules/pricing';
import type { Viewer } from '../../modules/users';

/**
 * POST /Shipping/warehouses/{destinationCode}/taxes: the duty and VAT of shipping these packages
 * to the destination (C+I+F against its de-minimis threshold, spec section 9), in the
 * destination's currency, as the quote of the same packages and options computes them.
 */
export async function estimateShipmentTaxes(
  deps: { db: Db; clock: Clock },
  input: {
    viewer: Viewer;
    packageIds: string[];
    destination: string;
    options: ShippingOptionCode[];
  },
) {
  const { context, quote } = await quoteForPackages(deps, input);
  const rule = context.customsRule;
  if (!rule || !quote.customs) {
    throw new AppError('DESTINATION_NOT_SERVED', {
      params: { warehouse: context.warehouseCode, country: input.destination },
    });
  }
  const lineOf = (code: 'DUTY' | 'CUSTOMS_ADMIN_FEE' | 'VAT') =>
    quote.lines.find((line) => line.code === code)?.original ?? money(0, rule.currency);
  const duty = lineOf('DUTY');
  const adminFee = lineOf('CUSTOMS_ADMIN_FEE');
  const vat = lineOf('VAT');
  return {
    destinationCode: input.destination,
    currency: rule.currency,
    threshold: toMoneyDto(quote.customs.threshold),
    cif: toMoneyDto(quote.customs.cif),
    isAboveThreshold: quote.customs.isAboveThreshold,
    duty: toMoneyDto(duty),
    adminFee: toMoneyDto(adminFee),
    vat: toMoneyDto(vat),
    total: toMoneyDto(
      money(duty.amountMinor + adminFee.amountMinor + vat.amountMinor, rule.currency),
    ),
    dutyRatePercent: rule.dutyRateBp / 100,
    vatRatePercent: rule.vatRateBp / 100,
  };
}
