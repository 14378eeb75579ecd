export * from './accounts';
export * from './captcha';
export * from './contacts';
export * from './messaging';
export * from './packages';
export * from './rate-limits';
export * from './reference';
export * from './tracking';
