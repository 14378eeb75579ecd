import { money, toMoneyDto } from '@skyparcel/domain/money';
import { type AdditionalCharge, AdditionalChargeSchema } from '@skyparcel/domain/packing';
import { ShipRequestIdParamsSchema } from '@skyparcel/domain/ship-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listShipRequestCharges,
  requireOwnedShipRequest,
  type ShipRequestChargeRow,
} from '../../modules/ship-requests';
import { signedInUser } from '../../plugins/auth';

/**
 * The customer's view of what packing added to a request (issue 12, decision 043): the unpaid
 * weight difference with its weights. Only the owner sees it; issue 13 makes it an invoice.
 */
export const additionalChargesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shipping/requests/:id/additional-charges',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['ship-requests'],
        summary: 'What packing added to a ship request (the weight difference), paid or not',
        params: ShipRequestIdParamsSchema,
        response: { 200: z.array(AdditionalChargeSchema) },
      },
    },
    async (request) => {
      const view = await requireOwnedShipRequest(app.db, signedInUser(request), request.params.id);
      return (await listShipRequestCharges(app.db, view.id)).map(presentAdditionalCharge);
    },
  );
};

function presentAdditionalCharge(row: ShipRequestChargeRow): AdditionalCharge {
  return {
    id: row.id,
    kind: row.kind,
    amount: toMoneyDto(money(row.amountMinor, row.currency)),
    reason: { paidKg: row.reason.paidKg, billedKg: row.reason.billedKg },
    isPaid: row.paidAt !== null,
    invoiceId: row.invoiceId,
    createdAt: row.createdAt.toISOString(),
  };
}
