export * from './communication-preferences.schemas';
export * from './shipment-summary.schemas';
export * from './summarise-shipments';
