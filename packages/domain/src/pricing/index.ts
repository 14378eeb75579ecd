export * from './coupon';
export * from './delivery-price.schemas';
export * from './price-admin.schemas';
export * from './price-by-rate-card';
export * from './price-version';
export * from './quote.schemas';
export * from './quote-ship-request';
export * from './shipping-options';
