import type { Db } from '@skyparcel/db';
import type { CompanyMaintenance } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import { findCompany, listCompanyUsers } from '../../modules/companies';
import type { SessionUser } from '../../plugins/auth';

/** The admin's own company and its users; an invited user without a password is still pending. */
export async function getCompanyMaintenance(
  db: Db,
  actor: SessionUser,
): Promise<CompanyMaintenance> {
  const company = actor.companyId ? await findCompany(db, actor.companyId) : undefined;
  if (!company) {
    throw new AppError('FORBIDDEN');
  }
  const users = await listCompanyUsers(db, company.id);
  return {
    company: {
      name: company.name,
      customerId: company.customerId,
      tradeLicenseExpiresOn: company.tradeLicenseExpiresOn,
    },
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      isActive: user.isActive,
      isInvitationPending: user.passwordHash === null,
      createdAt: user.createdAt.toISOString(),
    })),
  };
}
