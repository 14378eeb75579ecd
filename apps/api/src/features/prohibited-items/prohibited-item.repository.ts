import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Locale } from '@skyparcel/domain/locale';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';

export type ProhibitedItemFilter = {
  deliveryCountryCode: string;
  shoppingCountryCode: string | undefined;
  keyword: string | undefined;
  locale: Locale;
  page: number;
};

const items = schema.prohibitedItems;

export type ProhibitedItemRow = typeof items.$inferSelect;

function whereOf(filter: ProhibitedItemFilter): SQL | undefined {
  const conditions = [eq(items.deliveryCountryCode, filter.deliveryCountryCode)];
  if (filter.shoppingCountryCode) {
    const shopping = or(
      isNull(items.shoppingCountryCode),
      eq(items.shoppingCountryCode, filter.shoppingCountryCode),
    );
    if (shopping) {
      conditions.push(shopping);
    }
  }
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    // Search the caller's language and English, so 'perfume' finds 'Parfyme' for a Norwegian too.
    const matches = or(
      sql`${items.name}->>${filter.locale} ilike ${pattern}`,
      sql`${items.note}->>${filter.locale} ilike ${pattern}`,
      sql`${items.name}->>'en-US' ilike ${pattern}`,
    );
    if (matches) {
      conditions.push(matches);
    }
  }
  return and(...conditions);
}

/** One page of matches and the total, prohibited before restricted, alphabetical in the language. */
export async function searchProhibitedItems(db: Db, filter: ProhibitedItemFilter) {
  const where = whereOf(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(items)
      .where(where)
      .orderBy(asc(items.kind), sql`${items.name}->>${filter.locale}`)
      .limit(PAGE_SIZE)
      .offset(offsetOf(filter.page)),
    db.select({ total: count() }).from(items).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export function findPopularItems(db: Db, deliveryCountryCode: string) {
  return db
    .select()
    .from(items)
    .where(and(eq(items.deliveryCountryCode, deliveryCountryCode), eq(items.isPopular, true)))
    .orderBy(asc(items.kind))
    .limit(12);
}
