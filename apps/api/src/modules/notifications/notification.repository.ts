import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/tx';

const { notifications, packages } = schema;

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's unread notifications, newest first, with their package's warehouse (for a link). */
export function listUnreadNotifications(db: Db, userId: string) {
  return db
    .select({ notification: notifications, warehouseId: packages.warehouseId })
    .from(notifications)
    .leftJoin(packages, eq(packages.id, notifications.packageId))
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.updatedAt))
    .limit(100);
}

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

/** A new unread notification for the user about one package. */
export async function insertNotification(
  db: DbOrTx,
  entry: Pick<NotificationRow, 'userId' | 'kind' | 'packageId' | 'params'>,
  now: Date,
) {
  await db.insert(notifications).values({ ...entry, createdAt: now, updatedAt: now });
}
