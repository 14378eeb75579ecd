import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
import { preparedQuery } from '../../lib/prepared-query';
import type { DbOrTx } from '../../lib/tx';

const { notifications, packages } = schema;

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's unread notifications, newest first, with their package's warehouse (for a link). */
export function listUnreadNotifications(db: Db, userId: string) {
  return unreadNotificationsQuery(db, { userId });
}

/**
 * The unread notices as GET /state answers them (id and ISO time), for the caller's one
 * statement (features/user-state): a JSON subquery with the owner as the placeholder `userId`,
 * in `listUnreadNotifications`' order and limit (a test holds the two equal).
 */
export function unreadNotificationsJson(): SQL<{ id: string; updatedOn: string }[]> {
  return sql<{ id: string; updatedOn: string }[]>`coalesce((select json_agg(json_build_object(
      'id', unread.id,
      'updatedOn', to_char(unread.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      order by unread.updated_at desc)
    from (select ${notifications.id} as id, ${notifications.updatedAt} as updated_at
      from ${notifications}
      where ${notifications.userId} = ${sql.placeholder('userId')} and ${notifications.readAt} is null
      order by ${notifications.updatedAt} desc limit 100) unread), '[]'::json)`;
}

// Prepared: the header's poll and GET /state read it (lib/prepared-query.ts).
const unreadNotificationsQuery = preparedQuery('list_unread_notifications', (db) =>
  db
    .select({ notification: notifications, warehouseId: packages.warehouseId })
    .from(notifications)
    .leftJoin(packages, eq(packages.id, notifications.packageId))
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .orderBy(desc(notifications.updatedAt))
    .limit(100),
);

/** Marks these of the user's own notifications read: someone else's id marks nothing. */
export async function markNotificationsRead(
  db: Db,
  userId: string,
  notificationIds: string[],
  now: Date,
) {
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, notificationIds),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

type NewNotification = Pick<NotificationRow, 'userId' | 'kind' | 'packageId' | 'params'>;

/** A new unread notification for the user about one package. */
export async function insertNotification(db: DbOrTx, entry: NewNotification, now: Date) {
  await insertNotifications(db, [entry], now);
}

/** Many new notifications in few statements (a carrier's scan file tells many customers). */
export async function insertNotifications(
  db: DbOrTx,
  entries: readonly NewNotification[],
  now: Date,
) {
  // One JSON parameter per 5,000 rows (lib/json-rows): a scan file's notifications are many.
  for (let start = 0; start < entries.length; start += 5_000) {
    await db.execute(sql`
      insert into ${notifications} (user_id, kind, package_id, params, created_at, updated_at)
      select "userId", kind::notification_kind, "packageId", params, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz
      from jsonb_to_recordset(${jsonRows(entries.slice(start, start + 5_000))}) as r("userId" uuid,
        kind text, "packageId" uuid, params jsonb)`);
  }
}
