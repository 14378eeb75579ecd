export * from './password-policy';
export * from './roles';
export * from './sign-in.schemas';
