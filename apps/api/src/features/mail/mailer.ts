import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';

export type OutgoingMail = {
  to: string;
  cc?: string | undefined;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
};

export type Mailer = {
  /** Records the mail in the outbox and, with SMTP configured, delivers it. Never throws. */
  send(mail: OutgoingMail): Promise<{ delivered: boolean }>;
  close(): void;
};

export type MailerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
};

/**
 * Every mail is written to `mail_outbox` first, so nothing is lost when SMTP fails and a newcomer
 * without SMTP can read it at /dev/mailbox. With SMTP_URL set, nodemailer delivers it.
 */
export function createMailer({ db, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl, { from }) : undefined;

  return {
    async send(mail) {
      const [row] = await db
        .insert(schema.mailOutbox)
        .values({
          to: mail.to,
          cc: mail.cc ?? null,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        .returning({ id: schema.mailOutbox.id });
      if (!transport || !row) {
        return { delivered: false };
      }
      try {
        await transport.sendMail({ from, ...mail });
        await db
          .update(schema.mailOutbox)
          .set({ sentAt: new Date() })
          .where(eq(schema.mailOutbox.id, row.id));
        return { delivered: true };
      } catch (error) {
        log.error({ err: error, mailId: row.id }, 'mail delivery failed');
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(schema.mailOutbox)
          .set({ error: reason })
          .where(eq(schema.mailOutbox.id, row.id));
        return { delivered: false };
      }
    },
    close() {
      transport?.close();
    },
  };
}
