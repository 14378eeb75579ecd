export * from './accounts';
export * from './captcha';
export * from './messaging';
export * from './packages';
export * from './pricing';
export * from './rate-limits';
export * from './reference';
export * from './tracking';
