export * from './communication-preferences.schemas';
export * from './shipment-summary.schemas';
