import { schema } from '@skyparcel/db';
import type { Locale } from '@skyparcel/domain/locale';
import { MarkNotificationsReadBodySchema, NotificationSchema } from '@skyparcel/domain/packages';
import { translate } from '@skyparcel/i18n';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth';

const { notifications, packages } = schema;
type NotificationRow = typeof notifications.$inferSelect;

const MESSAGE_KEY: Record<NotificationRow['kind'], string> = {
  package_received: 'notifications.packageReceived',
  action_required: 'notifications.actionRequired',
  storage_ending: 'notifications.storageEnding',
};

function presentNotification(
  row: NotificationRow,
  warehouseId: string | null,
  locale: Locale,
): z.infer<typeof NotificationSchema> {
  const reason = row.params.reason;
  const params = {
    ...row.params,
    ...(reason ? { reason: translate(locale, `packages.reasons.${reason}`) } : {}),
  };
  return {
    id: row.id,
    kind: row.kind,
    packageId: row.packageId,
    warehouseId,
    message: translate(locale, MESSAGE_KEY[row.kind], params),
    updatedOn: row.updatedAt.toISOString(),
  };
}

/** The header's notification icon (spec section 3: unread notifications with id and updatedOn). */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user'];

  app.get(
    '/user/notifications',
    {
      onRequest: app.requireAuth,
      // The header asks every minute by itself: an open tab must still idle out (spec section 4).
      config: { countsAsActivity: false },
      schema: { tags, response: { 200: z.array(NotificationSchema) } },
    },
    async (request) => {
      const rows = await app.db
        .select({ notification: notifications, warehouseId: packages.warehouseId })
        .from(notifications)
        .leftJoin(packages, eq(packages.id, notifications.packageId))
        .where(
          and(eq(notifications.userId, signedInUser(request).id), isNull(notifications.readAt)),
        )
        .orderBy(desc(notifications.updatedAt))
        .limit(100);
      return rows.map((row) =>
        presentNotification(row.notification, row.warehouseId, request.locale),
      );
    },
  );

  app.post(
    '/user/mark-notifications-read',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        body: MarkNotificationsReadBodySchema,
        response: { 200: z.object({ marked: z.number().int() }) },
      },
    },
    async (request) => {
      // Only the caller's own notifications match: someone else's id marks nothing.
      const marked = await app.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, signedInUser(request).id),
            inArray(notifications.id, request.body.notificationIds),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return { marked: marked.length };
    },
  );
};
