import {
  SetShippingPreferencesBodySchema,
  ShippingPreferenceItemSchema,
  ShippingPreferenceListQuerySchema,
  ShippingPreferencesSchema,
} from '@skyparcel/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  findShippingPreferenceCodes,
  listShippingPreferences,
  setShippingPreferences,
} from '../../modules/shipping-preferences';
import { signedInUser } from '../../plugins/auth';

/**
 * The customer's shipping preferences (spec section 7, Profile; decision 041): what they keep,
 * the six with their texts and a warehouse's fees, and the save. Always the caller's own.
 */
export const shippingPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/userProfile/get-shipping-preferences',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The shipping preferences the caller keeps',
        response: { 200: ShippingPreferencesSchema },
      },
    },
    async (request) => ({
      codes: await findShippingPreferenceCodes(app.db, signedInUser(request).id),
    }),
  );

  app.get(
    '/userProfile/list-shipping-preferences',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Every shipping preference, whether the caller keeps it, and a warehouse’s fee',
        querystring: ShippingPreferenceListQuerySchema,
        response: { 200: z.array(ShippingPreferenceItemSchema) },
      },
    },
    async (request) =>
      listShippingPreferences(app.db, {
        userId: signedInUser(request).id,
        warehouseId: request.query.warehouseId,
        locale: request.locale,
        now: systemClock(),
      }),
  );

  app.put(
    '/userProfile/set-shipping-preferences',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Keep these shipping preferences (all of them: the list replaces the old one)',
        body: SetShippingPreferencesBodySchema,
        response: { 200: ShippingPreferencesSchema },
      },
    },
    async (request) => ({
      codes: await setShippingPreferences(app.db, signedInUser(request), request.body.codes),
    }),
  );
};
