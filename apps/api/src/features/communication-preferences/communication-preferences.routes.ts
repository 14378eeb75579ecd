import {
  CommunicationPreferencesSchema,
  UnsubscribeAnswerSchema,
  UnsubscribeBodySchema,
} from '@skyparcel/domain/customer-profile';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUserById } from '../../modules/users';
import { signedInUser } from '../../plugins/auth';
import { presentCommunicationPreferences } from './communication-preferences.presenter';
import { setCommunicationPreferences } from './set-communication-preferences';
import { unsubscribeByLink } from './unsubscribe-by-link';

/**
 * The profile's Communication preferences (spec section 7, Profile; decision 048): read and set
 * the caller's own, and the e-mails' unsubscribe links, which work without signing in.
 */
export const communicationPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/UserProfile/get-cummunication-preferences',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The e-mails the caller receives',
        response: { 200: CommunicationPreferencesSchema },
      },
    },
    async (request) =>
      presentCommunicationPreferences(await requireUserById(app.db, signedInUser(request).id)),
  );

  app.put(
    '/UserProfile/set-cummunication-preferences',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Set the latest-offers e-mail and the status e-mails (the spec spells the path)',
        body: CommunicationPreferencesSchema,
        response: { 200: CommunicationPreferencesSchema },
      },
    },
    async (request) => setCommunicationPreferences(app.db, signedInUser(request), request.body),
  );

  app.post(
    '/UserProfile/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Follow an e-mail’s signed unsubscribe link (no sign-in)',
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeAnswerSchema },
      },
    },
    async (request) => {
      const links = app.mailer.unsubscribeLinks;
      if (!links) {
        throw new Error('the app’s mailer signs no unsubscribe links');
      }
      const kind = await unsubscribeByLink({ db: app.db, links }, request.body.token);
      return { kind, message: translate(request.locale, `messages.unsubscribed.${kind}`) };
    },
  );

  // RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` as a form to the
  // List-Unsubscribe address; the signed token in the address is all that counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/UserProfile/unsubscribe/one-click',
    {
      schema: {
        tags,
        summary: 'A mail client’s one-click unsubscribe (RFC 8058; no sign-in)',
        querystring: z.object({ key: UnsubscribeBodySchema.shape.token }),
        response: { 200: UnsubscribeAnswerSchema },
      },
    },
    async (request) => {
      const links = app.mailer.unsubscribeLinks;
      if (!links) {
        throw new Error('the app’s mailer signs no unsubscribe links');
      }
      const kind = await unsubscribeByLink({ db: app.db, links }, request.query.key, 'one_click');
      return { kind, message: translate(request.locale, `messages.unsubscribed.${kind}`) };
    },
  );
};
