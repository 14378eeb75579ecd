import type { Role } from '@skyparcel/domain/accounts';
import { isCompanyRole } from '@skyparcel/domain/business';
import { AppError } from '@skyparcel/domain/errors';
import type { Locale } from '@skyparcel/domain/locale';
import type { SessionUser } from '../../plugins/auth';
import { type InviteUserDeps, inviteUser } from './invite-user';

/**
 * POST /UserProfile/invite by a SHIPPER ADMIN (issue 15): a colleague of the admin's own company,
 * SHIPPER unless told SHIPPER ADMIN, invited the way operators invite (an approved account with
 * a set-password link e-mailed, audited).
 */
export async function inviteColleague(
  deps: InviteUserDeps,
  actor: SessionUser,
  body: { email: string; firstName: string; lastName: string; role?: Role | undefined },
  locale: Locale,
) {
  const role = body.role ?? 'SHIPPER';
  if (!actor.companyId) {
    throw new AppError('FORBIDDEN');
  }
  if (!isCompanyRole(role)) {
    throw new AppError('VALIDATION_FAILED', { fields: { role: 'validation.invalid' } });
  }
  return inviteUser(deps, actor, { ...body, role, companyId: actor.companyId }, locale);
}
