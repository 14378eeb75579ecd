import {
  AccountInfoSchema,
  ConfirmEmailChangeBodySchema,
  SetAccountInfoBodySchema,
  SetAccountInfoResultSchema,
} from '@skyparcel/domain/profile';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserById } from '../../modules/users';
import { signedInUser } from '../../plugins/auth';
import { presentAccountInfo } from './account-info.presenter';
import { confirmEmailChange } from './confirm-email-change';
import { setAccountInfo } from './set-account-info';

/**
 * The Account info section of the profile (spec sections 3, 5 and 7; issue 14, decision 047):
 * read and save (PUT /UserProfile/set-account-info, and PUT /user as section 7 also names it),
 * and the link that confirms a new e-mail. Always the caller's own account.
 */
export const accountInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };

  app.get(
    '/UserProfile/get-account-info',
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: "The caller's account info", response: { 200: AccountInfoSchema } },
    },
    async (request) => presentAccountInfo(await requireUserById(app.db, signedInUser(request).id)),
  );

  for (const path of ['/UserProfile/set-account-info', '/user']) {
    const schema = {
      tags,
      summary: 'Save the account info; a new e-mail waits for the link sent to it',
      body: SetAccountInfoBodySchema,
      response: { 200: SetAccountInfoResultSchema },
    };
    const config = { validationErrorCode: 'ACCOUNT_INFO_INVALID' as const };
    app.put(path, { onRequest: app.requireAuth, config, schema }, async (request) => {
      const saved = await setAccountInfo(deps, signedInUser(request), request.body);
      return {
        message: translate(request.locale, 'messages.accountInfoSaved'),
        accountInfo: presentAccountInfo(saved.user),
        isEmailChangePending: saved.isEmailChangePending,
      };
    });
  }

  app.post(
    '/UserProfile/confirm-email-change',
    {
      onRequest: app.requireAuth,
      config: { validationErrorCode: 'EMAIL_CHANGE_FAILED' },
      schema: {
        tags,
        summary: 'Open the link sent to a new e-mail: it becomes the account’s; other sessions end',
        body: ConfirmEmailChangeBodySchema,
        response: { 200: AccountInfoSchema },
      },
    },
    async (request) =>
      presentAccountInfo(
        await confirmEmailChange(app.db, signedInUser(request), request.body.token),
      ),
  );
};
