import { schema } from '@skyparcel/db';
import type { PaidShipRequestFigures } from '@skyparcel/domain/customer-profile';
import { and, count, eq, gte, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { shipRequests, packages } = schema;

/** The suite's waiting states: the customer has yet to ship these packages. */
const WAITING = ['in_review', 'action_required', 'ready_to_send'] as const;

/** The user's requests paid in [from, to), cancelled ones left out (the user in the `where`). */
export async function findPaidShipRequestFigures(
  db: DbOrTx,
  userId: string,
  { from, to }: { from: Date; to: Date },
): Promise<PaidShipRequestFigures[]> {
  const rows = await db
    .select({
      paidAt: shipRequests.paidAt,
      totalMinor: shipRequests.totalMinor,
      currency: shipRequests.currency,
      finalWeightGrams: shipRequests.finalWeightGrams,
      lines: shipRequests.quoteLines,
      consolidationSavingMinor: shipRequests.consolidationSavingMinor,
    })
    .from(shipRequests)
    .where(
      and(
        eq(shipRequests.userId, userId),
        isNotNull(shipRequests.paidAt),
        gte(shipRequests.paidAt, from),
        lt(shipRequests.paidAt, to),
        ne(shipRequests.status, 'cancelled'),
      ),
    );
  return rows.flatMap((row) =>
    row.paidAt
      ? [
          {
            paidAt: row.paidAt,
            total: { amountMinor: row.totalMinor, currency: row.currency },
            finalWeightGrams: row.finalWeightGrams,
            lines: row.lines,
            consolidationSaving: {
              amountMinor: row.consolidationSavingMinor,
              currency: row.currency,
            },
          },
        ]
      : [],
  );
}

export async function countWaitingPackages(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(packages)
    .where(and(eq(packages.userId, userId), inArray(packages.status, [...WAITING])));
  return row?.total ?? 0;
}

/** The user's ship requests counted by stage, in one query. */
export async function countShipRequestsByStage(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      awaitingPayment:
        sql<number>`count(*) filter (where ${shipRequests.status} = 'awaiting_payment')`.mapWith(
          Number,
        ),
      onTheWay:
        sql<number>`count(*) filter (where ${shipRequests.status} in ('paid', 'preparing', 'packed', 'departed'))`.mapWith(
          Number,
        ),
      delivered: sql<number>`count(*) filter (where ${shipRequests.status} = 'delivered')`.mapWith(
        Number,
      ),
    })
    .from(shipRequests)
    .where(eq(shipRequests.userId, userId));
  return row ?? { awaitingPayment: 0, onTheWay: 0, delivered: 0 };
}
