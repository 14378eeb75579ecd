// The credentials module: how a password is hashed and checked (Argon2id) and how an operator's
// authenticator secret is sealed under AUTH_SECRET. Sign-in, registration, passwords and the demo
// accounts all use it, so none of those features imports another for it (docs/decisions/027).
export {
  ARGON2_OPTIONS,
  hashPassword,
  spendPasswordCheckTime,
  TIMING_EQUALISER_HASH,
  verifyPassword,
} from './password-hash';
export type { TotpSecretCipher } from './totp-secret-cipher';
export { createTotpSecretCipher } from './totp-secret-cipher';
