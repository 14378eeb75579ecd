// The users module: the accounts (`users`), the link tokens e-mailed to them (`email_tokens`:
// confirm the e-mail, set a password) and their password history. Features read and change
// accounts only through this door (docs/decisions/027).

export {
  claimAccountTry,
  clearAccountFailures,
  lockWhenAt,
  nextFailureCount,
  touchAccountTryByEmail,
} from './account-lock.repository';
export { assertMaySignIn } from './assert-may-sign-in';
export {
  claimAuthenticatorSecret,
  findAuthenticator,
  recordAuthenticatorStep,
} from './authenticator.repository';
export { companyMemberIds } from './company-members';
export type { EmailTokenPurpose } from './email-token.repository';
export {
  consumeEmailToken,
  createEmailToken,
  findLiveEmailToken,
  hasEmailTokenSendsLeft,
} from './email-token.repository';
export type { OfferRecipient } from './offer-recipients.repository';
export { countOfferRecipients, listOfferRecipients } from './offer-recipients.repository';
export { listPreviousPasswordHashes, recordPreviousPassword } from './password-history.repository';
export {
  DEMO_ACCOUNTS,
  DEMO_COMPANY,
  DEMO_PASSWORD,
  seedDemoAccounts,
} from './seed-demo-accounts';
export type { SendConfirmationEmailDeps } from './send-confirmation-email';
export { sendConfirmationEmail } from './send-confirmation-email';
export type { NewUser, UserChanges, UserRow } from './user.repository';
export {
  findUserByEmail,
  findUserById,
  findUserBySuiteNumber,
  findUsersByIds,
  insertUser,
  insertUsers,
  isEmailTaken,
  listOperatorsByEmail,
  listUserEmails,
  listUsers,
  lockUserById,
  markSuiteGreetingSeen,
  newSuiteNumber,
  requireUserById,
  selectOwnUserWith,
  updateUser,
} from './user.repository';
export type { Viewer } from './viewer';
export {
  BUSINESS_ROLES,
  businessCompanyOf,
  colleagueNameOf,
  isBusinessViewer,
  ownedByViewer,
  ownedByViewerPlaceholders,
  viewerValues,
} from './viewer';
