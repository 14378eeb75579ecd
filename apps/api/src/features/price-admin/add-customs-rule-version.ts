import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { CustomsRuleVersionBody } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { findCustomsRule, insertCustomsRuleVersion, minorOf } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';
import { findDestination, startOfVersion, storeVersion } from './price-change';

/** 5.25 (%) -> 525 basis points; a third decimal is refused rather than rounded away. */
function basisPointsOf(percent: number, field: string): number {
  const basisPoints = percent * 100;
  if (Math.abs(basisPoints - Math.round(basisPoints)) > 1e-6) {
    throw new AppError('PRICE_DATA_INVALID', {
      fields: { [field]: 'operator.prices.problems.decimals' },
    });
  }
  return Math.round(basisPoints);
}

/**
 * POST /admin/prices/customs-rules (ADMIN): a destination's duty and VAT rates, de-minimis
 * threshold, customs administration fee and extended liability fee (per increment), in the
 * destination's currency, from a moment on.
 */
export async function addCustomsRuleVersion(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  body: CustomsRuleVersionBody,
) {
  const effectiveFrom = startOfVersion(body.effectiveFrom, deps.clock());
  const country = await findDestination(deps.db, body.countryCode);
  if (!country) {
    throw new AppError('PRICE_DATA_INVALID', {
      fields: { countryCode: 'operator.prices.problems.unknownDestination' },
    });
  }
  const { currency } = body;
  const row = {
    countryCode: country.code,
    currency,
    dutyThresholdMinor: minorOf(body.dutyThreshold, currency, 'dutyThreshold'),
    dutyRateBp: basisPointsOf(body.dutyRatePercent, 'dutyRatePercent'),
    vatRateBp: basisPointsOf(body.vatRatePercent, 'vatRatePercent'),
    adminFeeMinor: minorOf(body.adminFee, currency, 'adminFee'),
    extendedLiabilityFeeMinor: minorOf(body.extendedLiabilityFee, currency, 'extendedLiabilityFee'),
    effectiveFrom,
  };
  const before = await findCustomsRule(deps.db, country.code, effectiveFrom);
  const [stored] = await storeVersion(
    deps.db,
    actor,
    { action: 'price.customs-rule.add', before, after: { ...row } },
    (tx) => insertCustomsRuleVersion(tx, row),
  );
  return stored;
}
