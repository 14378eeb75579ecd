export * from './business-application.schemas';
export * from './trade-license';
export * from './trade-license-renewal.schemas';
