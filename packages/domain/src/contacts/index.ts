export * from './contact.schemas';
export * from './phone-country-codes';
export * from './phone-number';
