export * from './package.schemas';
export * from './package-number';
export * from './package-requests.schemas';
export * from './package-status';
export * from './return-request';
export * from './staff-package.schemas';
export * from './storage-fee';
export * from './upload-rules';
