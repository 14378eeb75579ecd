export { ADDITIONAL_SERVICES } from './data/additional-services';
export { AIR_WAYBILL_RANGES } from './data/air-waybill-ranges';
export { AIRPORTS } from './data/airports';
export { COUNTRIES, DESTINATION_COUNTRY_CODES, SHOPPING_COUNTRY_CODES } from './data/countries';
export { COUPONS, MEMBERSHIP_DISCOUNTS } from './data/coupons';
export { CUSTOMS_RULES } from './data/customs-rules';
export { DEMO_TOTP_SECRET } from './data/demo-authenticator';
export {
  DEMO_CART_TRACKING_NUMBER,
  DEMO_PACKAGES,
  DEMO_STAFF_EMAIL,
  DEMO_SUITE_NUMBERS,
  DEMO_SUITE_OWNER_EMAIL,
} from './data/demo-packages';
export {
  DEMO_SHIPMENTS,
  DEMO_TRACKING_BASE_DATE,
  DEMO_TRACKING_NUMBERS,
} from './data/demo-tracking';
export { ENQUIRY_TYPES } from './data/enquiry-types';
export { buildExchangeRates, EXCHANGE_RATE_CURRENCIES } from './data/exchange-rates';
export { FAQ_CATEGORIES, FAQS } from './data/faqs';
export { PRODUCT_TYPES } from './data/product-types';
export { PROHIBITED_ITEMS } from './data/prohibited-items';
export { RATE_CARDS } from './data/rate-cards';
export { FIRST_PRICE_DATE, SHIPPING_OPTIONS } from './data/shipping-options';
export { WAREHOUSES } from './data/warehouses';
export { seedDemoPackages } from './seed-demo-packages';
export { seedDemoTracking } from './seed-demo-tracking';
export { type SeedReferenceDataOptions, seedReferenceData } from './seed-reference-data';
