import type { UserRow } from '../../modules/users';

/** A user as the admin console shows it (AdminUserSchema drops every field it does not name). */
export function presentAdminUser(row: UserRow) {
  return {
    ...row,
    emailConfirmed: row.emailConfirmedAt !== null,
    hasAuthenticator: row.totpSecretEncrypted !== null && row.totpLastStep !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
