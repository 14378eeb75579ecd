import { matchLocale } from '@skyparcel/domain/locale';
import { type AccountInfo, parseDateOfBirth } from '@skyparcel/domain/profile';
import type { UserRow } from '../../modules/users';

/** The account as the profile's Account info form shows it (never the row itself). */
export function presentAccountInfo(user: UserRow): AccountInfo {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    dateOfBirth: parseDateOfBirth(user.dateOfBirth),
    email: user.email,
    pendingEmail: user.pendingEmail,
    languageCode: matchLocale(user.preferredLocale) ?? 'en-US',
    registeredCountryCode: user.registeredCountryCode,
  };
}
