export * from './delivery-price.schemas';
