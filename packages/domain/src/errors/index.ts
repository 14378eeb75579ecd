export * from './api-error.schemas';
export * from './app-error';
export * from './error-codes';
