import {
  SavedCardListSchema,
  SavedCardSchema,
  UpdateSavedCardBodySchema,
} from '@skyparcel/domain/payments';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteSavedCard,
  listOwnedCards,
  presentSavedCard,
  updateSavedCard,
} from '../../modules/payments';
import { signedInUser } from '../../plugins/auth';

const CardParams = z.object({ creditCardId: z.string().trim().max(64) });

/** The customer's saved cards (spec section 7, User): gateway tokens, never card numbers. */
export const savedCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['saved cards'];

  app.get(
    '/user/credit-cards',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: SavedCardListSchema } } },
    async (request) => {
      const rows = await listOwnedCards(app.db, signedInUser(request).id);
      return rows.map(presentSavedCard);
    },
  );

  app.put(
    '/user/credit-cards/:creditCardId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: CardParams,
        body: UpdateSavedCardBodySchema,
        response: { 200: SavedCardSchema },
      },
    },
    async (request) => {
      const card = await updateSavedCard(
        app.db,
        signedInUser(request),
        request.params.creditCardId,
        request.body,
      );
      return presentSavedCard(card);
    },
  );

  app.delete(
    '/user/credit-cards/:creditCardId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: CardParams,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      await deleteSavedCard(app.db, signedInUser(request), request.params.creditCardId);
      return { message: translate(request.locale, 'messages.cardDeleted') };
    },
  );
};
