import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { listPriceVersions } from '../../modules/pricing';
import { presentPriceOverview } from './price-overview.presenter';

/** GET /admin/prices (ADMIN): every kind of price data, in force and scheduled (decision 040). */
export async function getPriceOverview(deps: { db: Db; clock: Clock }) {
  return presentPriceOverview(await listPriceVersions(deps.db), deps.clock());
}
