import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { MailAttachment } from '@skyparcel/db/schema';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { jsonRows } from '../../lib/json-rows';
import type { DbOrTx } from '../../lib/tx';

const { mailOutbox } = schema;

export type OutboxMail = typeof mailOutbox.$inferSelect;

export type NewOutboxMail = {
  to: string;
  cc: string | null;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra header lines, such as RFC 8058's List-Unsubscribe (decision 056). */
  headers?: Record<string, string>;
  /** Set when the mail needs no delivery (the local mailbox is its destination). */
  sentAt?: Date;
};

export async function insertOutboxMail(db: DbOrTx, mail: NewOutboxMail) {
  const [row] = await insertOutboxMails(db, [mail]);
  return row;
}

/**
 * Many mails in one statement per 2,000, sent as one JSON parameter (lib/json-rows): a carrier's
 * scan file e-mails thousands of customers. The ids are made here and answered.
 */
export async function insertOutboxMails(db: DbOrTx, mails: readonly NewOutboxMail[]) {
  // Due from the worker's own clock, not the database's `now()`: the worker compares with a
  // JavaScript Date (whole milliseconds), and a row stamped 0.4 ms later by PostgreSQL would not
  // be due to a pass that starts in the same millisecond, and would wait for the next timed pass.
  const nextAttemptAt = new Date();
  const rows = mails.map((mail) => ({ id: randomUUID(), ...mail, nextAttemptAt }));
  for (let start = 0; start < rows.length; start += 2_000) {
    await db.execute(sql`
      insert into ${mailOutbox} (id, "to", cc, reply_to, subject, text, html, attachments,
        headers, sent_at, next_attempt_at)
      select id, "to", cc, "replyTo", subject, text, html, coalesce(attachments, '[]'::jsonb),
        coalesce(headers, '{}'::jsonb), "sentAt", "nextAttemptAt"
      from jsonb_to_recordset(${jsonRows(rows.slice(start, start + 2_000))}) as r(id uuid,
        "to" text, cc text, "replyTo" text, subject text, text text, html text,
        attachments jsonb, headers jsonb, "sentAt" timestamptz, "nextAttemptAt" timestamptz)`);
  }
  return rows.map(({ id }) => ({ id }));
}

/**
 * Claims up to `limit` due rows for one worker until `claimedUntil`, counting the attempt. The
 * rows are chosen `FOR UPDATE SKIP LOCKED` inside the same statement, so two API processes
 * draining one outbox never claim one row twice (tested on PostgreSQL).
 */
export async function claimDueMail(db: Db, now: Date, claimedUntil: Date, limit: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: string, sentAt: Date) {
  await db
    .update(mailOutbox)
    .set({ sentAt, claimedUntil: null, error: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: another try at `nextAttemptAt`, or none (`failedAt`) after the last. */
export async function markMailAttemptFailed(
  db: Db,
  id: string,
  failure: { error: string; nextAttemptAt: Date } | { error: string; failedAt: Date },
) {
  await db
    .update(mailOutbox)
    .set({ ...failure, claimedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Empties the body (codes, reset and confirmation links) and the attachments of mail delivered or given up on before
 * `before`; recipient, subject and dates stay as the record of what was sent.
 */
export async function purgeMailBodies(db: Db, before: Date, now: Date) {
  const purged = await db
    .update(mailOutbox)
    .set({ text: '', html: '', attachments: [], headers: {}, purgedAt: now })
    .where(
      and(
        isNull(mailOutbox.purgedAt),
        or(
          and(isNotNull(mailOutbox.sentAt), lte(mailOutbox.sentAt, before)),
          and(isNotNull(mailOutbox.failedAt), lte(mailOutbox.failedAt, before)),
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return purged.length;
}

/**
 * The local mailbox's view (/dev/mailbox): the newest mail first, only `to`'s when given
 * (compared without case). A recipient's mail is looked for among the newest 500 rows, so one
 * address's mail is found among many others' without a query per recipient.
 */
export async function listOutboxMail(
  db: DbOrTx,
  { to, limit }: { to: string | undefined; limit: number },
) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(to ? 500 : limit);
  const wanted = to?.toLowerCase();
  return rows.filter((row) => !wanted || row.to.toLowerCase() === wanted).slice(0, limit);
}

export type OutboxBacklog = {
  /** Mail waiting for delivery: neither sent nor given up on. */
  depth: number;
  /** When the longest-waiting of them was written; null when none waits. */
  oldestCreatedAt: Date | null;
};

/**
 * What the outbox holds back (metrics and the System page, decision 066): one aggregate over
 * the rows the partial index `mail_outbox_due_idx` covers, so it stays cheap on a big outbox.
 */
export async function readOutboxBacklog(db: DbOrTx): Promise<OutboxBacklog> {
  const [row] = await db
    .select({
      depth: sql<number>`count(*)::int`,
      oldestCreatedAt: sql<Date | null>`min(${mailOutbox.createdAt})`.mapWith(mailOutbox.createdAt),
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
  return {
    depth: row?.depth ?? 0,
    oldestCreatedAt: row?.oldestCreatedAt ?? null,
  };
}
