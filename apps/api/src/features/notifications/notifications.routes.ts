import type { Locale } from '@skyparcel/domain/locale';
import { MarkNotificationsReadBodySchema, NotificationSchema } from '@skyparcel/domain/packages';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listUnreadNotifications,
  markNotificationsRead,
  type NotificationRow,
} from '../../modules/notifications';
import { signedInUser } from '../../plugins/auth';

const MESSAGE_KEY: Record<NotificationRow['kind'], string> = {
  package_received: 'notifications.packageReceived',
  action_required: 'notifications.actionRequired',
  storage_ending: 'notifications.storageEnding',
  payment_received: 'notifications.paymentReceived',
  shipment_status: 'notifications.shipmentStatus',
  identity_verified: 'notifications.identityVerified',
  identity_rejected: 'notifications.identityRejected',
};

function presentNotification(
  row: NotificationRow,
  warehouseId: string | null,
  locale: Locale,
): z.infer<typeof NotificationSchema> {
  const { reason, status } = row.params;
  const params = {
    ...row.params,
    ...(reason ? { reason: translate(locale, `packages.reasons.${reason}`) } : {}),
    ...(status ? { status: translate(locale, `tracking.status.${status}`) } : {}),
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
      const rows = await listUnreadNotifications(app.db, signedInUser(request).id);
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
      const marked = await markNotificationsRead(
        app.db,
        signedInUser(request).id,
        request.body.notificationIds,
        new Date(),
      );
      return { marked };
    },
  );
};
