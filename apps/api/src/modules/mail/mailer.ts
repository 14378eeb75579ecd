import type { Db } from '@skyparcel/db';
import type { MailAttachment } from '@skyparcel/db/schema';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { DbOrTx } from '../../lib/tx';
import { insertOutboxMails } from './mail-outbox.repository';
import { createMailWorker, type MailWorker } from './mail-worker';
import type { UnsubscribeLinks } from './unsubscribe-links';

/** When a mail written inside a transaction is looked for again (ms after it was written). */
export const AFTER_COMMIT_NUDGES_MS = [100, 1_000] as const;

export type OutgoingMail = {
  to: string;
  cc?: string | undefined;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice's PDF): kept in the outbox row until the body is emptied. */
  attachments?: readonly MailAttachment[] | undefined;
  /** Extra header lines: the offers e-mail's RFC 8058 List-Unsubscribe pair (decision 056). */
  headers?: Readonly<Record<string, string>> | undefined;
};

export type Mailer = {
  /**
   * Puts the mail in the outbox (inside the caller's transaction when one is passed) and wakes
   * the worker. Never waits for SMTP: a request answers the same whether SMTP is up or down.
   */
  send(mail: OutgoingMail, db?: DbOrTx): Promise<void>;
  /** Many mails at once, as `send` does one (a carrier's scan file tells many customers). */
  sendMany(mails: readonly OutgoingMail[], db?: DbOrTx): Promise<void>;
  /** Drains the outbox (decision 022); the job queue runs its passes (decision 069). */
  worker: MailWorker;
  /**
   * Signs the unsubscribe links of e-mails a customer may turn off (decision 048); absent in a
   * mailer made without AUTH_SECRET (a command, a bench), whose mails then carry no such link.
   */
  unsubscribeLinks?: UnsubscribeLinks | undefined;
  /**
   * Whether the SMTP server greets us (readiness, /api/health/ready): 'local' without SMTP_URL.
   * A verdict is kept SMTP_CHECK_KEEP_MS, so a probe every second opens no connection each time.
   */
  checkSmtp(): Promise<SmtpState>;
  close(): Promise<void>;
};

export type SmtpState = 'up' | 'down' | 'local';

/** How long an SMTP verdict stands, and how long one check may wait for the server's greeting. */
export const SMTP_CHECK_KEEP_MS = 30_000;
const SMTP_CHECK_TIMEOUT_MS = 3_000;

export type MailerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  unsubscribeLinks?: UnsubscribeLinks | undefined;
  /** The job queue's run of the outbox pass (decision 069); unset: the pass runs here. */
  requestPass?: (() => void) | undefined;
};

/**
 * Every mail is written to `mail_outbox`, the queue a worker drains with retries, so a request
 * never waits on SMTP and an SMTP outage loses nothing. Without SMTP_URL the outbox is the local
 * mailbox (/dev/mailbox): a mail is delivered the moment it is written.
 */
export function createMailer({
  db,
  smtpUrl,
  from,
  log,
  unsubscribeLinks,
  requestPass,
}: MailerOptions): Mailer {
  // Short timeouts keep one SMTP call well inside the worker's claim on the row.
  const transport = smtpUrl
    ? createTransport(
        { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 },
        { from },
      )
    : undefined;

  // A separate transport with short timeouts: the probe must answer within its own deadline.
  const probe = smtpUrl
    ? createTransport({
        url: smtpUrl,
        connectionTimeout: SMTP_CHECK_TIMEOUT_MS,
        greetingTimeout: SMTP_CHECK_TIMEOUT_MS,
        socketTimeout: SMTP_CHECK_TIMEOUT_MS,
      })
    : undefined;
  let smtpVerdict: { state: Promise<SmtpState>; at: number } | undefined;
  const checkSmtp = (): Promise<SmtpState> => {
    if (!probe) {
      return Promise.resolve('local');
    }
    const now = Date.now();
    if (!smtpVerdict || now - smtpVerdict.at >= SMTP_CHECK_KEEP_MS) {
      smtpVerdict = {
        at: now,
        state: probe.verify().then(
          () => 'up' as const,
          (error: unknown) => {
            log.warn({ err: error }, 'readiness: SMTP server not answering');
            return 'down' as const;
          },
        ),
      };
    }
    return smtpVerdict.state;
  };

  const worker = createMailWorker({
    db,
    log,
    requestPass,
    async deliver(mail) {
      if (!transport) {
        return;
      }
      await transport.sendMail({
        from,
        to: mail.to,
        cc: mail.cc ?? undefined,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        attachments: mail.attachments.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.contentBase64, 'base64'),
        })),
      });
    },
  });

  const sendMany: Mailer['sendMany'] = async (mails, executor = db) => {
    if (mails.length === 0) {
      return;
    }
    await insertOutboxMails(
      executor,
      mails.map((mail) => ({
        to: mail.to,
        cc: mail.cc ?? null,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: [...(mail.attachments ?? [])],
        headers: { ...mail.headers },
        ...(transport ? {} : { sentAt: new Date() }),
      })),
    );
    if (!transport) {
      // Delivered to the local mailbox as written: nothing for the worker to do now.
      return;
    }
    if (executor === db) {
      worker.nudge();
      return;
    }
    // Inside a transaction the row is visible only once it commits, and the transaction gives
    // no commit hook: nudge again a moment later, when it has almost always committed, so the
    // mail waits a fraction of a second rather than the job's next minute (still the net).
    for (const delayMs of AFTER_COMMIT_NUDGES_MS) {
      setTimeout(worker.nudge, delayMs).unref();
    }
  };

  return {
    send: (mail, executor = db) => sendMany([mail], executor),
    sendMany,
    worker,
    unsubscribeLinks,
    checkSmtp,
    async close() {
      await worker.stop();
      transport?.close();
      probe?.close();
    },
  };
}
