export * from './business-application.schemas';
export * from './trade-license';
