export * from './accounts';
export * from './captcha';
export * from './messaging';
export * from './reference';
export * from './tracking';
