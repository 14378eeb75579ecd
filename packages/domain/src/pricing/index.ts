export * from './delivery-price.schemas';
export * from './price-by-rate-card';
