export * from './customer-shipment.schemas';
export * from './parse-tracking-input';
export * from './tracking.schemas';
export * from './tracking-statuses';
