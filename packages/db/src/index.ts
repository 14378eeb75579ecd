export * from './client';
export * from './database-unavailable';
export * from './migrate';
export * as schema from './schema/index';
