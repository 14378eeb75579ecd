import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { effectiveFromProblem } from '@skyparcel/domain/pricing';
import type { DbOrTx } from '../../lib/tx';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../../modules/audit';
import { SAME_MOMENT_CONSTRAINTS } from '../../modules/pricing';

import { findWarehouse, requireCountry } from '../../modules/reference';
import type { SessionUser } from '../../plugins/auth';

/**
 * The moment a new version starts: the one asked for, or now. Never in the past, so a quote
 * already given never changes, and not years ahead (decision 040).
 */
export function startOfVersion(effectiveFrom: Date | undefined, now: Date): Date {
  const start = effectiveFrom ?? now;
  const problem = effectiveFromProblem(start, now);
  if (problem) {
    throw new AppError(problem, {
      fields: { effectiveFrom: `errors.${problem}` },
      params: { date: start.toISOString() },
    });
  }
  return start;
}

/** An active warehouse by code, or 400 naming the field (an operator's typo, not a missing page). */
export async function requirePricedWarehouse(db: Db, code: string) {
  const row = await findWarehouse(db, code);
  if (!row) {
    throw new AppError('PRICE_DATA_INVALID', {
      fields: { warehouseCode: 'operator.prices.problems.unknownWarehouse' },
    });
  }
  return row.warehouse;
}

/** A destination country by code, or undefined for an unknown code or a country we do not serve. */
export async function findDestination(db: Db, code: string) {
  try {
    const country = await requireCountry(db, code);
    return country.isDestination ? country : undefined;
  } catch (error) {
    if (error instanceof AppError && error.code === 'COUNTRY_NOT_FOUND') {
      return undefined;
    }
    throw error;
  }
}

/**
 * Stores a new version and its audit row in one transaction: who (the ADMIN), what (`action`),
 * the version in force before at that moment and the new one. A second version from the same
 * moment answers 409.
 */
export async function storeVersion<T>(
  db: Db,
  actor: SessionUser,
  change: { action: string; before: unknown; after: Record<string, unknown> },
  insert: (tx: DbOrTx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const stored = await insert(tx);
      await recordAudit(tx, {
        actor: actor.id,
        action: change.action,
        subject: null,
        detail: { before: change.before ?? null, after: change.after },
      });
      return stored;
    });
  } catch (error) {
    if (SAME_MOMENT_CONSTRAINTS.some((name) => isUniqueViolation(error, name))) {
      throw new AppError('PRICE_VERSION_EXISTS', {
        fields: { effectiveFrom: 'errors.PRICE_VERSION_EXISTS' },
      });
    }
    throw error;
  }
}
