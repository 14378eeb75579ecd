import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { systemClock } from '../../lib/clock';
import {
  type CardPageResult,
  finishSandbox3ds,
  readSandboxSession,
  SANDBOX_GATEWAY_PATH,
  SIGNATURE_HEADER,
  signSandboxNotification,
  submitSandboxCard,
} from '../../modules/payments';
import {
  renderCardPage,
  renderFinishedPage,
  renderNotFoundPage,
  renderThreeDSecurePage,
} from './sandbox-pages';

type SessionRoute = { Params: { sessionId: string }; Body: Record<string, string> };

export type SandboxGatewayOptions = { secret: string };

/**
 * The sandbox gateway's hosted pages (decision 039), mounted in development only like the local
 * mailbox and loyalty provider (decision 020): the card form, the 3-D Secure step, then a signed
 * notification POSTed to the portal and the browser sent back to the portal's return address.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<SandboxGatewayOptions> = async (
  app,
  { secret },
) => {
  const deps = { db: app.db, clock: systemClock };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 10_000 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  /**
   * Tells the portal first, as a provider's server would, then sends the browser back. The
   * portal is this process, so the POST is made in-process to the notification path.
   */
  async function finish(reply: FastifyReply, result: CardPageResult) {
    if (result.kind === 'not_found') {
      return html(reply, 404, renderNotFoundPage());
    }
    const { session } = result;
    if (result.kind === 'awaiting_3ds') {
      return reply.redirect(`${SANDBOX_GATEWAY_PATH}/sessions/${session.id}/3ds`, 303);
    }
    if (result.kind === 'invalid') {
      return reply.redirect(`${SANDBOX_GATEWAY_PATH}/sessions/${session.id}`, 303);
    }
    const { rawBody, signature } = await signSandboxNotification(deps, secret, session);
    const delivered = await app.inject({
      method: 'POST',
      url: new URL(session.notifyUrl).pathname,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: rawBody,
    });
    if (delivered.statusCode >= 300) {
      // The customer's return settles the payment anyway; a real provider would retry.
      app.log.warn({ status: delivered.statusCode }, 'sandbox notification refused');
    }
    return reply.redirect(session.returnUrl, 303);
  }

  app.get<SessionRoute>(
    `${SANDBOX_GATEWAY_PATH}/sessions/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await readSandboxSession(app.db, request.params.sessionId);
      if (!found) {
        return html(reply, 404, renderNotFoundPage());
      }
      if (found.session.status === 'awaiting_3ds') {
        return html(reply, 200, renderThreeDSecurePage(found.session, found.last4));
      }
      if (found.session.status !== 'open') {
        return html(reply, 200, renderFinishedPage(found.session.returnUrl));
      }
      return html(reply, 200, renderCardPage(found.session));
    },
  );

  app.post<SessionRoute>(
    `${SANDBOX_GATEWAY_PATH}/sessions/:sessionId`,
    { schema: { hide: true } },
    async (request, reply) => {
      const body = request.body ?? {};
      const form = {
        cardNumber: String(body.cardNumber ?? ''),
        expiry: String(body.expiry ?? ''),
        cvc: String(body.cvc ?? ''),
        name: String(body.name ?? ''),
      };
      const result = await submitSandboxCard(deps, request.params.sessionId, form);
      if (result.kind === 'invalid') {
        return html(reply, 400, renderCardPage(result.session, form, result.errors));
      }
      return finish(reply, result);
    },
  );

  app.get<SessionRoute>(
    `${SANDBOX_GATEWAY_PATH}/sessions/:sessionId/3ds`,
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await readSandboxSession(app.db, request.params.sessionId);
      if (!found) {
        return html(reply, 404, renderNotFoundPage());
      }
      if (found.session.status !== 'awaiting_3ds') {
        return html(reply, 200, renderFinishedPage(found.session.returnUrl));
      }
      return html(reply, 200, renderThreeDSecurePage(found.session, found.last4));
    },
  );

  app.post<SessionRoute>(
    `${SANDBOX_GATEWAY_PATH}/sessions/:sessionId/3ds`,
    { schema: { hide: true } },
    async (request, reply) => {
      const isConfirmed = request.body?.decision === 'confirm';
      return finish(reply, await finishSandbox3ds(deps, request.params.sessionId, isConfirmed));
    },
  );
};
