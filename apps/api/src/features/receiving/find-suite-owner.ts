import type { Db } from '@skyparcel/db';
import { findUserBySuiteNumber } from '../../modules/users';

/** The customer whose suite number this is (approved accounts only carry one). */
export async function findSuiteOwner(db: Db, suiteNumber: string) {
  const owner = await findUserBySuiteNumber(db, suiteNumber);
  return owner?.suiteNumber
    ? {
        userId: owner.id,
        suiteNumber: owner.suiteNumber,
        firstName: owner.firstName,
        lastName: owner.lastName,
        email: owner.email,
      }
    : undefined;
}
