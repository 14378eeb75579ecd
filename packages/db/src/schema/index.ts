export * from './accounts';
export * from './messaging';
export * from './reference';
export * from './tracking';
