import { linearRateCardSteps } from '@skyparcel/domain/pricing';
import type { Db } from '../client';
import {
  additionalServicePrices,
  additionalServices,
  airports,
  airWaybillRanges,
  countries,
  customsRules,
  enquiryTypes,
  exchangeRates,
  faqs,
  membershipDiscounts,
  productTypes,
  prohibitedItems,
  rateCards,
  returnContacts,
  shippingOptionFees,
  shippingOptions,
  warehousePriceTerms,
  warehouses,
} from '../schema/index';
import { ADDITIONAL_SERVICES } from './data/additional-services';
import { AIR_WAYBILL_RANGES } from './data/air-waybill-ranges';
import { AIRPORTS } from './data/airports';
import { COUNTRIES } from './data/countries';
import { CUSTOMS_RULES } from './data/customs-rules';
import { ENQUIRY_TYPES } from './data/enquiry-types';
import { buildExchangeRates } from './data/exchange-rates';
import { FAQS } from './data/faqs';
import { MEMBERSHIP_DISCOUNTS } from './data/membership-discounts';
import { PRODUCT_TYPES } from './data/product-types';
import { PROHIBITED_ITEMS } from './data/prohibited-items';
import { RATE_CARDS } from './data/rate-cards';
import { RETURN_CONTACTS } from './data/return-contacts';
import { FIRST_PRICE_DATE, SHIPPING_OPTIONS } from './data/shipping-options';
import { WAREHOUSES } from './data/warehouses';
import { utcMonthsBetween } from './demo-calendar';

/** The seeded cards list 0.5 kg steps up to 30 kg. */
const SEEDED_RATE_CARD_STEPS = 60;

export type SeedReferenceDataOptions = {
  /** The clock's reading: without `exchangeRateMonths`, the month of `now` and the two before. */
  now?: Date;
  /**
   * The months ('YYYY-MM-01') to write sample exchange rates for, at every start: the demo's whole
   * calendar (`demoCalendar(now).exchangeRateMonths`, decision 057). Without it (production) the
   * sample rates go only into an empty table, on a first start: later months are the operator's,
   * never invented at a restart.
   */
  exchangeRateMonths?: readonly string[];
};

/**
 * Writes the reference data a fresh install needs (product decisions: "Reference data for a
 * fresh start"), in one transaction. Every row is keyed by a natural key and inserted with
 * ON CONFLICT DO NOTHING, so it runs on every start without duplicating anything and without
 * overwriting what an operator has since changed (rate cards, duty rules, exchange rates).
 */
export async function seedReferenceData(
  db: Db,
  { now = new Date(), exchangeRateMonths }: SeedReferenceDataOptions = {},
): Promise<void> {
  const firstStartMonths = () =>
    utcMonthsBetween(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)), now);
  await db.transaction(async (tx) => {
    // Countries first: warehouses, airports, rules and items all reference them; airports
    // before the warehouses that fly from them.
    await tx.insert(countries).values(COUNTRIES).onConflictDoNothing();
    await tx.insert(airports).values(AIRPORTS).onConflictDoNothing();
    await tx
      .insert(warehouses)
      .values(WAREHOUSES.map(({ terms: _terms, ...warehouse }) => warehouse))
      .onConflictDoNothing();

    const warehouseRows = await tx
      .select({ id: warehouses.id, code: warehouses.code })
      .from(warehouses);
    const warehouseIdByCode = new Map(warehouseRows.map((row) => [row.code, row.id]));
    const warehouseIdOf = (code: string) => {
      const warehouseId = warehouseIdByCode.get(code);
      if (!warehouseId) {
        throw new Error(`Price data names unknown warehouse ${code}`);
      }
      return warehouseId;
    };
    // Price data is effective-dated (decision 040): the first versions start on FIRST_PRICE_DATE,
    // so seeding again never adds a version and never overwrites one an operator scheduled.
    await tx
      .insert(warehousePriceTerms)
      .values(
        WAREHOUSES.map(({ code, terms }) => ({
          warehouseId: warehouseIdOf(code),
          ...terms,
          effectiveFrom: FIRST_PRICE_DATE,
        })),
      )
      .onConflictDoNothing();
    const rateCardRows = RATE_CARDS.map(
      ({ warehouseCode, firstHalfKgMinor, additionalHalfKgMinor, ...card }) => ({
        ...card,
        warehouseId: warehouseIdOf(warehouseCode),
        steps: linearRateCardSteps(firstHalfKgMinor, additionalHalfKgMinor, SEEDED_RATE_CARD_STEPS),
        effectiveFrom: FIRST_PRICE_DATE,
      }),
    );
    await tx.insert(rateCards).values(rateCardRows).onConflictDoNothing();

    await tx
      .insert(customsRules)
      .values(CUSTOMS_RULES.map((rule) => ({ ...rule, effectiveFrom: FIRST_PRICE_DATE })))
      .onConflictDoNothing();
    await tx.insert(productTypes).values(PRODUCT_TYPES).onConflictDoNothing();
    const rateMonths =
      exchangeRateMonths ??
      ((await tx.select({ id: exchangeRates.id }).from(exchangeRates).limit(1)).length === 0
        ? firstStartMonths()
        : []);
    if (rateMonths.length > 0) {
      await tx.insert(exchangeRates).values(buildExchangeRates(rateMonths)).onConflictDoNothing();
    }
    await tx.insert(prohibitedItems).values(PROHIBITED_ITEMS).onConflictDoNothing();
    await tx.insert(faqs).values(FAQS).onConflictDoNothing();
    await tx.insert(enquiryTypes).values(ENQUIRY_TYPES).onConflictDoNothing();
    await tx.insert(returnContacts).values(RETURN_CONTACTS).onConflictDoNothing();

    await tx
      .insert(additionalServices)
      .values(ADDITIONAL_SERVICES.map(({ prices: _prices, ...service }) => service))
      .onConflictDoNothing();
    const servicePrices = ADDITIONAL_SERVICES.flatMap((service) =>
      Object.entries(service.prices).flatMap(([code, priceMinor]) => {
        const warehouseId = warehouseIdByCode.get(code);
        return warehouseId ? [{ serviceCode: service.code, warehouseId, priceMinor }] : [];
      }),
    );
    await tx.insert(additionalServicePrices).values(servicePrices).onConflictDoNothing();

    // Price data of ship requests (decision 034): effective-dated, so a row is never overwritten.
    await tx
      .insert(shippingOptions)
      .values(SHIPPING_OPTIONS.map(({ fees: _fees, ...option }) => option))
      .onConflictDoNothing();
    const optionFees = SHIPPING_OPTIONS.flatMap((option) =>
      Object.entries(option.fees).flatMap(([code, feeMinor]) => {
        const warehouseId = warehouseIdByCode.get(code);
        return warehouseId
          ? [{ optionCode: option.code, warehouseId, feeMinor, effectiveFrom: FIRST_PRICE_DATE }]
          : [];
      }),
    );
    await tx.insert(shippingOptionFees).values(optionFees).onConflictDoNothing();
    await tx.insert(membershipDiscounts).values(MEMBERSHIP_DISCOUNTS).onConflictDoNothing();
    await tx.insert(airWaybillRanges).values(AIR_WAYBILL_RANGES).onConflictDoNothing();
  });
}
