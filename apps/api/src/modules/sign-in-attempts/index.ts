// The sign-in attempts module: the wrong-password streaks per account and client address
// (`sign_in_lockouts`, beside the account's own streak in `users`) and the tries counted for
// e-mails without a password to check (ADR 021). Sign-in, bot login and a password change all
// count tries here, so none of them imports another for it (docs/decisions/027).
export type { PasswordTry } from './password-tries';
export {
  claimPasswordTry,
  claimUnknownAccountTry,
  clearAccountLocks,
  clearPasswordFailures,
  countRefusedSignIn,
  refuseUncheckablePassword,
} from './password-tries';
