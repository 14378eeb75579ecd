export * from './account-info.schemas';
export * from './customs-identity';
export * from './date-of-birth';
export * from './id-number';
export * from './identity.schemas';
