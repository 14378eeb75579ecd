import {
  ContactBodySchema,
  ContactListSchema,
  ReturnContactListSchema,
  SavedContactSchema,
} from '@skyparcel/domain/contacts';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  addContact,
  deleteContact,
  listOwnedContacts,
  listReturnContacts,
  presentContact,
  presentReturnContact,
  updateContact,
} from '../../modules/contacts';
import { requireCountry } from '../../modules/reference';
import { signedInUser } from '../../plugins/auth';

const ContactParams = z.object({ contactId: z.string().trim().max(64) });
const MessageSchema = z.object({ message: z.string() });
// A refused contact answers the spec's own text (spec section 8: 'Invalid contact data.').
const contactBodyConfig = { validationErrorCode: 'CONTACT_INVALID' } as const;

/** The customer's address book and the return contacts per country (spec section 7, User). */
export const contactsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contacts'];

  app.get(
    '/user/contacts',
    { onRequest: app.requireAuth, schema: { tags, response: { 200: ContactListSchema } } },
    async (request) => {
      const rows = await listOwnedContacts(app.db, signedInUser(request).id);
      return rows.map(presentContact);
    },
  );

  app.post(
    '/user/contacts',
    {
      onRequest: app.requireAuth,
      config: contactBodyConfig,
      schema: { tags, body: ContactBodySchema, response: { 201: SavedContactSchema } },
    },
    async (request, reply) => {
      const contact = await addContact(app.db, signedInUser(request), request.body);
      return reply.code(201).send({
        ...presentContact(contact),
        message: translate(request.locale, 'messages.contactSaved'),
      });
    },
  );

  app.put(
    '/user/contacts/:contactId',
    {
      onRequest: app.requireAuth,
      config: contactBodyConfig,
      schema: {
        tags,
        params: ContactParams,
        body: ContactBodySchema,
        response: { 200: SavedContactSchema },
      },
    },
    async (request) => {
      const contact = await updateContact(
        { db: app.db, clock: systemClock },
        signedInUser(request),
        request.params.contactId,
        request.body,
      );
      return {
        ...presentContact(contact),
        message: translate(request.locale, 'messages.contactSaved'),
      };
    },
  );

  app.delete(
    '/user/contacts/:contactId',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: ContactParams, response: { 200: MessageSchema } },
    },
    async (request) => {
      await deleteContact(app.db, signedInUser(request), request.params.contactId);
      return { message: translate(request.locale, 'messages.contactDeleted') };
    },
  );

  app.get(
    '/user/country/:countryCode/returncontacts',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: z.object({ countryCode: z.string().trim().max(8) }),
        response: { 200: ReturnContactListSchema },
      },
    },
    async (request) => {
      const country = await requireCountry(app.db, request.params.countryCode);
      const rows = await listReturnContacts(app.db, country.code);
      return rows.map(presentReturnContact);
    },
  );
};
