import { schema } from '@skyparcel/db';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { packageFiles } = schema;

/**
 * How many photos staff added to each of these packages from `since` on (issue 12: the photos
 * of a request with the LPH option are the packages' photos taken after it was paid; the
 * customer sees them with the package, like the photos of receiving).
 */
export async function countPhotosSince(
  db: DbOrTx,
  packageIds: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (packageIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ packageId: packageFiles.packageId, photos: count() })
    .from(packageFiles)
    .where(
      and(
        inArray(packageFiles.packageId, [...packageIds]),
        eq(packageFiles.kind, 'photo'),
        gte(packageFiles.createdAt, since),
      ),
    )
    .groupBy(packageFiles.packageId);
  return new Map(rows.map((row) => [row.packageId, row.photos]));
}
