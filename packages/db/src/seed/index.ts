export { ADDITIONAL_SERVICES } from './data/additional-services';
export { AIR_WAYBILL_RANGES } from './data/air-waybill-ranges';
export { AIRPORTS } from './data/airports';
export { COUNTRIES, DESTINATION_COUNTRY_CODES, SHOPPING_COUNTRY_CODES } from './data/countries';
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
  DEMO_AIR_WAYBILL_RANGE,
  DEMO_SHIPMENT_ADDRESSES,
  DEMO_SHIPMENTS,
  DEMO_SHIPMENTS_OWNER_EMAIL,
  DEMO_TRACKING_NUMBERS,
  type DemoShipmentRoute,
  type DemoShipmentSeed,
  type DemoStop,
  demoShipmentNumbers,
} from './data/demo-shipments';
export { ENQUIRY_TYPES } from './data/enquiry-types';
export { buildExchangeRates, EXCHANGE_RATE_CURRENCIES } from './data/exchange-rates';
export { FAQ_CATEGORIES, FAQS } from './data/faqs';
export { MEMBERSHIP_DISCOUNTS } from './data/membership-discounts';
export { PRODUCT_TYPES } from './data/product-types';
export { PROHIBITED_ITEMS } from './data/prohibited-items';
export { RATE_CARDS } from './data/rate-cards';
export { FIRST_PRICE_DATE, SHIPPING_OPTIONS } from './data/shipping-options';
export { WAREHOUSES } from './data/warehouses';
export {
  DEMO_HISTORY_DAYS,
  type DemoCalendar,
  DemoCalendarError,
  demoCalendar,
  utcMonthOf,
  utcMonthsBetween,
} from './demo-calendar';
export { seedDemoPackages } from './seed-demo-packages';
export { type SeedReferenceDataOptions, seedReferenceData } from './seed-reference-data';
