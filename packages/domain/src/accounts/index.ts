export * from './password-policy';
export * from './registration.schemas';
export * from './roles';
export * from './sign-in.schemas';
export * from './user-management.schemas';
