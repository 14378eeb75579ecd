import { AppError } from '@skyparcel/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../lib/escape-html';
import { listOutboxMail } from '../../modules/mail';

const MailboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const MailSchema = z.object({
  id: z.string(),
  to: z.string(),
  cc: z.string().nullable(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});

/**
 * The local mailbox, registered only when no SMTP server is configured: what the portal would
 * have sent, newest first, as JSON for scripts and as a page for people.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // The mailbox holds sign-in codes and reset links: only a person on this machine may read it,
  // judged by the socket (not X-Forwarded-For), so a server deployed without SMTP leaks nothing.
  // (This hook covers only this plugin's two routes.)
  app.addHook('onRequest', async (request) => {
    const address = request.socket.remoteAddress ?? '';
    if (!(address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1')) {
      throw new AppError('NOT_FOUND');
    }
  });

  async function listMail(to: string | undefined, limit: number) {
    const rows = await listOutboxMail(app.db, { to, limit });
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      cc: row.cc,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: row.createdAt.toISOString(),
    }));
  }

  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        querystring: MailboxQuerySchema,
        response: { 200: z.array(MailSchema) },
      },
    },
    async (request) => listMail(request.query.to, request.query.limit),
  );

  app.get(
    '/dev/mailbox',
    { schema: { hide: true, querystring: MailboxQuerySchema } },
    async (request, reply) => {
      const mails = await listMail(request.query.to, request.query.limit);
      const items = mails
        .map(
          (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(mail.to)} &middot; <time>${escapeHtml(mail.sentAt)}</time></p>
<iframe sandbox title="${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Local mailbox - Skyparcel</title>
<style>body{font-family:Arial,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a2b4a}
article{border:1px solid #cfd8e3;border-radius:8px;padding:1rem;margin-bottom:1rem}iframe{width:100%;height:320px;border:0}</style>
</head><body><main><h1>Local mailbox</h1><p>Mail the portal sent while no SMTP server is configured, newest first.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`);
    },
  );
};
