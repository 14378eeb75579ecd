import type { Db } from '@skyparcel/db';
import type { FastifyBaseLogger } from 'fastify';
import {
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  type OutboxMail,
  purgeMailBodies,
} from './mail-outbox.repository';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The first retry waits 15 s, each next one twice as long, never more than 30 minutes. */
export const MAIL_RETRY_BASE_MS = 15 * SECOND;
export const MAIL_RETRY_CAP_MS = 30 * MINUTE;
/** 20 attempts span about 7.5 hours of SMTP outage before a mail is given up on (and logged). */
export const MAIL_MAX_ATTEMPTS = 20;
/** A body (codes, links) is kept this long after delivery or the last attempt, then emptied. */
export const MAIL_BODY_RETENTION_MS = 24 * HOUR;

/** Wait before attempt `attempts + 1`, after `attempts` failed ones (1, 2, …). */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_CAP_MS);
}

export type MailWorker = {
  /**
   * Asks for a pass soon, without waiting for it: what a request does after inserting mail. In
   * the app that is a run of the job queue's `mail_outbox` job (decision 069), which also runs
   * every minute for retries that come due and purges; a mailer without a queue (a command)
   * runs the pass here.
   */
  nudge(): void;
  /** Runs passes until nothing due is left (tests, a command). */
  drain(): Promise<void>;
  /** One pass now, its failure thrown: the job queue's `mail_outbox` job, which retries it. */
  runPass(): Promise<void>;
  /** Takes no more nudges and waits for the pass in progress: part of a graceful shutdown. */
  stop(): Promise<void>;
};

export type MailWorkerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Hands one mail to SMTP; throws when SMTP refuses or cannot be reached. */
  deliver: (mail: OutboxMail) => Promise<void>;
  now?: () => Date;
  /** Where a nudge goes: the job queue's run of the pass, in any process. Unset: a pass here. */
  requestPass?: (() => void) | undefined;
  batchSize?: number;
  /** How long a claimed row is this worker's; longer than one SMTP call may take (timeouts). */
  leaseMs?: number;
};

/** Bodies are emptied at most this often (each pass checks). */
const PURGE_INTERVAL_MS = 10 * MINUTE;

/**
 * Drains `mail_outbox` (decision 022): claims due rows, delivers them one by one, records the
 * outcome, and backs off exponentially on failure. Any number of processes may run one; the
 * claim makes each row one worker's. The job queue decides when (decision 069).
 */
export function createMailWorker({
  db,
  log,
  deliver,
  now = () => new Date(),
  requestPass,
  batchSize = 20,
  leaseMs = 5 * MINUTE,
}: MailWorkerOptions): MailWorker {
  let running: Promise<void> | undefined;
  let passRequested = false;
  let stopped = false;
  let lastPurgeAt = 0;

  async function attempt(mail: OutboxMail) {
    try {
      await deliver(mail);
      await markMailSent(db, mail.id, now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const context = { err: error, mailId: mail.id, attempts: mail.attempts };
      if (mail.attempts >= MAIL_MAX_ATTEMPTS) {
        log.error(context, 'mail delivery failed for good');
        await markMailAttemptFailed(db, mail.id, { error: reason, failedAt: now() });
        return;
      }
      const retryAt = new Date(now().getTime() + mailRetryDelayMs(mail.attempts));
      log.warn({ ...context, retryAt }, 'mail delivery failed; will retry');
      await markMailAttemptFailed(db, mail.id, { error: reason, nextAttemptAt: retryAt });
    }
  }

  async function pass() {
    for (;;) {
      const at = now();
      const claimed = await claimDueMail(db, at, new Date(at.getTime() + leaseMs), batchSize);
      for (const mail of claimed) {
        await attempt(mail);
      }
      if (claimed.length < batchSize || stopped) {
        break;
      }
    }
    const at = now().getTime();
    if (at - lastPurgeAt >= PURGE_INTERVAL_MS) {
      lastPurgeAt = at;
      await purgeMailBodies(db, new Date(at - MAIL_BODY_RETENTION_MS), new Date(at));
    }
  }

  function runHere() {
    if (stopped) {
      return;
    }
    if (running) {
      passRequested = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => {
        // The database was out of reach (a timeout on a busy server, a restart): try again in a
        // second rather than at the next timed pass, so a queued mail is not held back 15 s.
        log.error({ err: error }, 'mail worker pass failed');
        if (!stopped) {
          setTimeout(runHere, SECOND).unref();
        }
      })
      .finally(() => {
        running = undefined;
        if (passRequested) {
          passRequested = false;
          runHere();
        }
      });
  }

  return {
    nudge() {
      if (stopped) {
        return;
      }
      if (requestPass) {
        requestPass();
        return;
      }
      runHere();
    },
    async drain() {
      lastPurgeAt = 0;
      runHere();
      while (running) {
        await running;
      }
    },
    async runPass() {
      while (running) {
        await running;
      }
      if (!stopped) {
        await pass();
      }
    },
    async stop() {
      stopped = true;
      while (running) {
        await running;
      }
    },
  };
}
