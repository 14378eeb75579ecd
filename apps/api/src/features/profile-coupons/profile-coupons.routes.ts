import {
  AddProfileCouponBodySchema,
  CouponRuleSchema,
  ProfileCouponsSchema,
} from '@skyparcel/domain/customer-profile';
import { AppError } from '@skyparcel/domain/errors';
import { normalizeCouponCode } from '@skyparcel/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { findCoupon, removeUserCoupon } from '../../modules/pricing';
import { signedInUser } from '../../plugins/auth';
import { addProfileCoupon } from './add-profile-coupon';
import { presentCouponRule } from './coupon-rule.presenter';
import { listProfileCoupons } from './list-profile-coupons';

const CodeParams = z.object({ code: z.string().trim().min(1).max(64) });

/**
 * The profile's Membership and coupons (spec section 7, Profile; decision 048): the caller's
 * membership and the coupons they keep for the wizard's quote, a code's rule, add and remove.
 */
export const profileCouponsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/UserProfile/coupons',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The caller’s membership discount and the coupons on their profile',
        response: { 200: ProfileCouponsSchema },
      },
    },
    async (request) => listProfileCoupons(app.db, signedInUser(request).id, systemClock()),
  );

  app.post(
    '/UserProfile/coupon',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Add a coupon to the caller’s profile by its code (checked as a quote would)',
        body: AddProfileCouponBodySchema,
        response: { 200: ProfileCouponsSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const now = systemClock();
      await addProfileCoupon(app.db, user, request.body.code, now);
      return listProfileCoupons(app.db, user.id, now);
    },
  );

  app.delete(
    '/UserProfile/coupon/:code',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Take a coupon off the caller’s profile',
        params: CodeParams,
        response: { 200: ProfileCouponsSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const now = systemClock();
      const coupon = await findCoupon(app.db, normalizeCouponCode(request.params.code), user.id);
      if (!coupon || !(await removeUserCoupon(app.db, user.id, coupon.id))) {
        throw new AppError('COUPON_NOT_FOUND');
      }
      return listProfileCoupons(app.db, user.id, now);
    },
  );

  app.get(
    '/coupon/:agentCode',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'A coupon’s rule by its code, and why it would not apply to the caller now',
        params: z.object({ agentCode: z.string().trim().min(1).max(64) }),
        response: { 200: CouponRuleSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const row = await findCoupon(app.db, normalizeCouponCode(request.params.agentCode), user.id);
      // An operator's deactivated coupon is as unknown to customers as one never made.
      if (!row?.isActive) {
        throw new AppError('AGENT_CODE_NOT_FOUND');
      }
      return presentCouponRule(row, systemClock());
    },
  );
};
