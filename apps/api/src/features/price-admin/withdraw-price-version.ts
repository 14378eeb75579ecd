import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import type { WithdrawablePriceKind } from '@skyparcel/domain/pricing';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../../modules/audit';
import { deleteScheduledExchangeTable, deleteScheduledVersion } from '../../modules/pricing';
import type { SessionUser } from '../../plugins/auth';

/**
 * DELETE /admin/prices/{kind}/{id} (ADMIN): withdraws a version scheduled for later. No quote
 * can have used it, so it goes without a trace but the audit row; one in force or past is
 * refused (PRICE_VERSION_IN_FORCE), since quotes were given with it (decision 045).
 */
export async function withdrawPriceVersion(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  kind: WithdrawablePriceKind,
  id: string,
) {
  await deps.db.transaction(async (tx) => {
    const result = await deleteScheduledVersion(tx, kind, id, deps.clock());
    if (!result.deleted) {
      throw new AppError(result.exists ? 'PRICE_VERSION_IN_FORCE' : 'PRICE_VERSION_NOT_FOUND');
    }
    await recordAudit(tx, {
      actor: actor.id,
      action: `price.${kind}.withdraw`,
      subject: null,
      detail: { before: result.deleted, after: null },
    });
  });
}

/** DELETE /admin/prices/exchange-rates/{month} (ADMIN): a coming month's table, before it starts. */
export async function withdrawExchangeRateTable(
  deps: { db: Db; clock: Clock },
  actor: SessionUser,
  month: string,
) {
  await deps.db.transaction(async (tx) => {
    const result = await deleteScheduledExchangeTable(tx, month, deps.clock());
    if (result.deleted.length === 0) {
      throw new AppError(result.exists ? 'PRICE_VERSION_IN_FORCE' : 'PRICE_VERSION_NOT_FOUND');
    }
    await recordAudit(tx, {
      actor: actor.id,
      action: 'price.exchange-rates.withdraw',
      subject: null,
      detail: { before: { month, pairs: result.deleted.length }, after: null },
    });
  });
}
