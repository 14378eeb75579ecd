export * from './account-deletion.schemas';
export * from './communication-preferences.schemas';
export * from './profile-coupons.schemas';
export * from './shipment-summary.schemas';
export * from './summarise-shipments';
