export * from './password-policy';
export * from './roles';
