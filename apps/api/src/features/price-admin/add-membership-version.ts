import type { Db } from '@skyparcel/db';
import { type MembershipVersionBody, versionInForce } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { insertMembershipVersion, listPriceVersions } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { startOfVersion, storeVersion } from './price-change';

/**
 * POST /admin/prices/membership-discounts (ADMIN): a membership level's discount on freight from
 * a moment on (decision 045). The table is effective-dated like every price: a new level is its
 * first version, a change a later one, and a deactivation a version that gives no discount.
 */
export async function addMembershipVersion(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  body: MembershipVersionBody,
) {
  const effectiveFrom = startOfVersion(body.effectiveFrom, deps.clock());
  const { membership } = await listPriceVersions(deps.db);
  const before = versionInForce(
    membership.filter((row) => row.level === body.level),
    effectiveFrom,
  );
  const row = {
    level: body.level,
    discountBasisPoints: Math.round(body.discountPercent * 100),
    isActive: body.isActive,
    effectiveFrom,
  };
  const [stored] = await storeVersion(
    deps.db,
    actor,
    {
      action: 'price.membership.add',
      before: before && {
        discountBasisPoints: before.discountBasisPoints,
        isActive: before.isActive,
      },
      after: row,
    },
    (tx) => insertMembershipVersion(tx, row),
  );
  return stored;
}
