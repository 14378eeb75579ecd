// The pricing module: the price data of shipments (rate cards, customs rules, the month's
// exchange rates, option fees, membership discounts, coupons, account credit) and the quote of a
// ship request over the one domain function (decision 034).
export type { CouponRow } from './coupon.repository';
export {
  COUPON_CODE_UNIQUE,
  countCouponUse,
  findCouponById,
  insertCoupon,
  listCoupons,
  listCouponUses,
  lockCouponById,
  updateCoupon,
} from './coupon.repository';
export { findExchangeRateNeeds } from './exchange-rate-needs.repository';
export type { PriceContext } from './load-price-context';
export { assertCouponUsable, loadPriceContext, quoteInContext } from './load-price-context';
export { minorOf } from './minor-of';
export {
  findCoupon,
  findCustomerPricing,
  findCustomsRule,
  findOptionFees,
  findRateCard,
  findRoutePrices,
  findShippingOptions,
  findWarehouseTerms,
} from './price-data.repository';
export type { PriceVersions } from './price-versions.repository';
export {
  deleteScheduledExchangeTable,
  deleteScheduledVersion,
  insertCustomsRuleVersion,
  insertExchangeRateTable,
  insertMembershipVersion,
  insertOptionFeeVersion,
  insertRateCardVersion,
  insertWarehouseTermsVersion,
  listPriceVersions,
  SAME_MOMENT_CONSTRAINTS,
} from './price-versions.repository';
export { presentQuote, presentQuoteLine } from './quote.presenter';
export type { QuoteRequest, ShippableStatus } from './quote-for-packages';
export { quoteForPackages, requireShippablePackages } from './quote-for-packages';
export {
  creditBalanceOf,
  creditBalancesOf,
  grantAccountCredit,
  spendAccountCredit,
} from './spend-at-payment';
export { addUserCoupon, listUserCoupons, removeUserCoupon } from './user-coupon.repository';
