import {
  CouponBodySchema,
  CouponChangeBodySchema,
  CouponDtoSchema,
  CouponListSchema,
  CouponUsesSchema,
} from '@skyparcel/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { signedInUser } from '../../plugins/auth';
import { changeCoupon } from './change-coupon';
import { createCoupon } from './create-coupon';
import { listCouponUses } from './list-coupon-uses';
import { listCoupons } from './list-coupons';
import { setCouponActive } from './set-coupon-active';

const CouponParamsSchema = z.object({ couponId: z.string().max(64) });

/**
 * The coupons operators keep (issues 11 and 14, decision 045): ADMIN only, every change
 * audited, a coupon's rule frozen once a ship request carries it.
 */
export const couponAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['coupon-admin'];
  const adminOnly = app.requireRole('ADMIN');
  const deps = { db: app.db, clock: systemClock };

  app.get(
    '/admin/coupons',
    { schema: { tags, response: { 200: CouponListSchema } }, onRequest: adminOnly },
    async () => listCoupons(deps),
  );

  app.post(
    '/admin/coupons',
    {
      schema: { tags, body: CouponBodySchema, response: { 201: CouponDtoSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const coupon = await createCoupon(deps, signedInUser(request), request.body);
      return reply.code(201).send(coupon);
    },
  );

  app.put(
    '/admin/coupons/:couponId',
    {
      schema: {
        tags,
        params: CouponParamsSchema,
        body: CouponChangeBodySchema,
        response: { 200: CouponDtoSchema },
      },
      onRequest: adminOnly,
    },
    async (request) =>
      changeCoupon(deps, signedInUser(request), request.params.couponId, request.body),
  );

  for (const [path, isActive] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/admin/coupons/:couponId/${path}`,
      {
        schema: { tags, params: CouponParamsSchema, response: { 200: CouponDtoSchema } },
        onRequest: adminOnly,
      },
      async (request) =>
        setCouponActive(app.db, signedInUser(request), request.params.couponId, isActive),
    );
  }

  app.get(
    '/admin/coupons/:couponId/uses',
    {
      schema: { tags, params: CouponParamsSchema, response: { 200: CouponUsesSchema } },
      onRequest: adminOnly,
    },
    async (request) => listCouponUses(app.db, request.params.couponId),
  );
};
