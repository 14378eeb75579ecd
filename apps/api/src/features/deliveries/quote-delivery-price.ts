import type { Db } from '@skyparcel/db';
import { estimateDutyAndVat } from '@skyparcel/domain/customs';
import { AppError } from '@skyparcel/domain/errors';
import { convertMoney, fromMajor, type Money, money, toMoneyDto } from '@skyparcel/domain/money';
import {
  type DeliveryPrice,
  type DeliveryPriceQuery,
  priceByRateCard,
} from '@skyparcel/domain/pricing';
import { parcelWeights } from '@skyparcel/domain/shipping';
import { lbToKg } from '@skyparcel/domain/units';
import type { Clock } from '../../lib/clock';
import { findCustomsRule, findRateCard } from '../../modules/pricing';
import { findExchangeRate, findWarehouse, findWarehousesByCountry } from '../../modules/reference';

/** Spec section 3: a delivery price defaults to 0 GBP where no rate applies. */
const NO_RATE = { amount: 0, currency: 'GBP' } as const;

function requiredInputs(query: DeliveryPriceQuery) {
  const fields: Record<string, string> = {};
  const warehouseKey = query.fromWarehouseId ?? query.FromCountryCode;
  const destination = (query.toCountryCode ?? query.ToCountryCode)?.toUpperCase();
  const weightKg =
    query.weight ??
    (query.WeightAmount === undefined
      ? undefined
      : query.WeightUnit === 'Lb'
        ? lbToKg(query.WeightAmount)
        : query.WeightAmount);
  if (!warehouseKey) {
    fields.fromWarehouseId = 'validation.required';
  }
  if (!destination) {
    fields.toCountryCode = 'validation.required';
  }
  if (weightKg === undefined) {
    fields.weight = 'validation.required';
  }
  if (!warehouseKey || !destination || weightKg === undefined) {
    throw new AppError('VALIDATION_FAILED', { fields });
  }
  return { warehouseKey, destination, weightKg };
}

async function resolveWarehouse(db: Db, query: DeliveryPriceQuery, warehouseKey: string) {
  if (query.fromWarehouseId) {
    const row = await findWarehouse(db, query.fromWarehouseId);
    if (!row) {
      throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: query.fromWarehouseId } });
    }
    return row.warehouse;
  }
  const [first] = await findWarehousesByCountry(db, warehouseKey.toUpperCase());
  return first?.warehouse;
}

/**
 * GET /deliveries/price: rate card price by chargeable weight (spec section 9), and, when the
 * declared value is given, the duty and VAT estimate against the destination's threshold.
 */
export async function quoteDeliveryPrice(
  { db, clock }: { db: Db; clock: Clock },
  query: DeliveryPriceQuery,
): Promise<DeliveryPrice> {
  const { warehouseKey, destination, weightKg } = requiredInputs(query);
  const dimensions =
    query.length && query.width && query.depth
      ? {
          length: query.length,
          width: query.width,
          depth: query.depth,
          unit: query.unitDimension ?? 'Cm',
        }
      : undefined;
  // The same weights as a ship request's parcels (domain shipping/shipment-weight.ts).
  const { volumetricKg, chargeableKg } = parcelWeights({
    weight: { amount: weightKg, unit: 'Kg' },
    dimensions,
    pieces: query.pieces,
  });
  const weights = {
    actualWeightKg: weightKg,
    volumetricWeightKg: volumetricKg,
    chargeableWeightKg: chargeableKg,
  };

  const warehouse = await resolveWarehouse(db, query, warehouseKey);
  // The rate card and customs rule in force now (decision 040), as a ship request's quote reads them.
  const now = clock();
  const rateCard = warehouse ? await findRateCard(db, warehouse.id, destination, now) : undefined;
  if (!rateCard) {
    return { ...NO_RATE, ...weights, customs: null };
  }
  const freight = money(
    priceByRateCard({ chargeableKg, steps: rateCard.steps }),
    rateCard.currency,
  );
  const estimate = await estimateCustoms(db, destination, freight, query, now);
  return { ...toMoneyDto(freight), ...weights, ...estimate };
}

async function estimateCustoms(
  db: Db,
  destination: string,
  freight: Money,
  query: DeliveryPriceQuery,
  now: Date,
): Promise<Pick<DeliveryPrice, 'customs' | 'missingRate'>> {
  if (query.value === undefined) {
    return { customs: null };
  }
  const rule = await findCustomsRule(db, destination, now);
  if (!rule) {
    return { customs: null };
  }
  const valueCurrency = query.valueCurrency ?? freight.currency;
  const [valueRate, freightRate] = await Promise.all([
    findExchangeRate(db, valueCurrency, rule.currency, now),
    findExchangeRate(db, freight.currency, rule.currency, now),
  ]);
  // The freight stands without the estimate; the visitor is told which conversion is missing
  // rather than asked for a value they gave (decision 059).
  if (!valueRate) {
    return { customs: null, missingRate: { from: valueCurrency, to: rule.currency } };
  }
  if (!freightRate) {
    return { customs: null, missingRate: { from: freight.currency, to: rule.currency } };
  }
  const value = convertMoney(fromMajor(query.value, valueCurrency), rule.currency, valueRate);
  const freightInRuleCurrency = convertMoney(freight, rule.currency, freightRate);
  const cif = money(value.amountMinor + freightInRuleCurrency.amountMinor, rule.currency);
  const estimate = estimateDutyAndVat({ cif, rule });
  const customs = {
    currency: rule.currency,
    threshold: toMoneyDto(money(rule.dutyThresholdMinor, rule.currency)),
    cif: toMoneyDto(cif),
    isAboveThreshold: estimate.isAboveThreshold,
    duty: toMoneyDto(estimate.duty),
    adminFee: toMoneyDto(estimate.adminFee),
    vat: toMoneyDto(estimate.vat),
    total: toMoneyDto(estimate.total),
    dutyRatePercent: rule.dutyRateBp / 100,
    vatRatePercent: rule.vatRateBp / 100,
  };
  return { customs };
}
