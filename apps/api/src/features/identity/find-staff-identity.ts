import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { StaffIdentityDetails } from '@skyparcel/domain/profile';
import {
  findIdentity,
  listIdentityDocuments,
  presentIdentityDocument,
} from '../../modules/identity';
import { findUserById } from '../../modules/users';

/**
 * One customer's identity as staff open it: who they are (name, date of birth, registered
 * country, suite), the ID, the verdict so far and the documents with their staff URLs.
 */
export async function findStaffIdentity(db: Db, userId: string): Promise<StaffIdentityDetails> {
  const [user, identity, documents] = await Promise.all([
    findUserById(db, userId),
    findIdentity(db, userId),
    listIdentityDocuments(db, userId),
  ]);
  if (!user || !identity) {
    throw new AppError('IDENTITY_NOT_FOUND');
  }
  return {
    userId: user.id,
    name: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
    email: user.email,
    suiteNumber: user.suiteNumber,
    status: identity.status,
    documentType: identity.documentType,
    issuingCountryCode: identity.issuingCountryCode,
    documentCount: documents.length,
    updatedAt: identity.updatedAt.toISOString(),
    number: identity.number,
    dateOfBirth: user.dateOfBirth,
    registeredCountryCode: user.registeredCountryCode,
    rejectionReason: identity.rejectionReason,
    documents: documents.map((row) => presentIdentityDocument(row, 'staff')),
  };
}
