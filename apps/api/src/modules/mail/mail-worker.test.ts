import { createServer, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { schema } from '@skyparcel/db';
import { eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { startSmtpSink } from '../../testing/smtp-sink';
import { solveCaptcha } from '../../testing/solve-captcha';
import { waitUntil } from '../../testing/wait-until';
import { insertOutboxMail } from './mail-outbox.repository';
import { MAIL_MAX_ATTEMPTS, mailRetryDelayMs } from './mail-worker';
import { AFTER_COMMIT_NUDGES_MS, createMailer } from './mailer';

const { mailOutbox } = schema;
const HOUR = 3_600_000;

const enquiry = {
  form: 'general',
  enquiryType: 'delayed_package',
  countryCode: 'KW',
  firstName: 'Åse',
  lastName: 'Øvrebø',
  email: 'ase@example.com',
  message: 'My parcel from New York has not moved for five days.',
};

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** The app's outbox rows to `to`, oldest first. */
async function outboxTo(ctx: TestApp, to: string) {
  return ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(mailOutbox.createdAt);
}

/** An SMTP address where nothing listens: the sink was started, then stopped. */
async function stoppedSink() {
  const sink = await startSmtpSink();
  await sink.close();
  return sink;
}

/** A JSON-lines logger whose output the test reads. */
function capturedLogger() {
  const lines: Array<{ level: number; msg: string; mailId?: string }> = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

function newMail(subject: string) {
  return {
    to: 'queue@example.com',
    cc: null,
    replyTo: null,
    subject,
    text: subject,
    html: `<p>${subject}</p>`,
  };
}

describe('a request never waits on SMTP, and an outage loses no mail', () => {
  test('with the SMTP sink stopped the request answers, the row waits, and the mail arrives once SMTP is back', async () => {
    const down = await stoppedSink();
    const ctx = await buildTestApp({ SMTP_URL: down.url, SUPPORT_EMAIL: 'outage@skyparcel.test' });
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    try {
      const startedAt = Date.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Contactus',
        payload: enquiry,
      });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - startedAt).toBeLessThan(3_000);

      // The worker tried, counted the attempt, kept the error and put the next try off.
      const waiting = await waitUntil(async () => {
        const [row] = await outboxTo(ctx, 'outage@skyparcel.test');
        return row?.error ? row : undefined;
      });
      expect(waiting).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

      // SMTP comes back where it was; the retry comes due (time passes) and the worker's pass runs.
      sink = await startSmtpSink({ port: down.port });
      await ctx.db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(mailOutbox.id, waiting.id));
      await ctx.app.mailer.worker.drain();

      const received = await sink.waitForMail(1);
      expect(received.map((mail) => mail.to)).toEqual([['outage@skyparcel.test']]);
      const [sent] = await outboxTo(ctx, 'outage@skyparcel.test');
      expect(sent).toMatchObject({ attempts: 2, error: null, failedAt: null });
      expect(sent?.sentAt).toBeInstanceOf(Date);
    } finally {
      await ctx.close();
      await sink?.close();
    }
  });

  test('a request answers while the SMTP server accepts the connection and never speaks', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ctx = await buildTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SUPPORT_EMAIL: 'silent@skyparcel.test',
    });
    try {
      const startedAt = Date.now();
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/Contactus',
        payload: enquiry,
      });
      expect(response.statusCode).toBe(201);
      expect(Date.now() - startedAt).toBeLessThan(3_000);
      // The worker holds the row (claimed) while SMTP hangs; the request did not wait for it.
      await waitUntil(() => sockets.length > 0, { what: 'the worker to connect' });
      const [row] = await outboxTo(ctx, 'silent@skyparcel.test');
      expect(row).toMatchObject({ sentAt: null, attempts: 1 });
      expect(row?.claimedUntil?.getTime()).toBeGreaterThan(Date.now());
    } finally {
      for (const socket of sockets) {
        socket.destroy();
      }
      await ctx.close();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('retries', () => {
  test('back off exponentially from 15 seconds to a cap of 30 minutes', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMs)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(mailRetryDelayMs(8)).toBe(30 * 60_000);
    expect(mailRetryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(30 * 60_000);
  });

  test('after the last attempt a mail is failed for good, its error kept and logged', async () => {
    const ctx = await buildTestApp();
    const down = await stoppedSink();
    const { log, lines } = capturedLogger();
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: down.url,
      from: 'test@skyparcel.test',
      log,
    });
    try {
      const row = await insertOutboxMail(ctx.db, newMail('Last try'));
      if (!row) {
        throw new Error('no outbox row');
      }
      await ctx.db
        .update(mailOutbox)
        .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
        .where(eq(mailOutbox.id, row.id));
      await mailer.worker.drain();
      const [failed] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(failed).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
      expect(failed?.failedAt).toBeInstanceOf(Date);
      expect(failed?.error).toMatch(/ECONNREFUSED|connect/i);
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'mail delivery failed for good',
          mailId: row.id,
        }),
      );
      // A failed mail is not tried again, even when its retry time would have come.
      await mailer.worker.drain();
      const [after] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
      expect(after?.attempts).toBe(MAIL_MAX_ATTEMPTS);
    } finally {
      await mailer.close();
      await ctx.close();
    }
  });
});

describe('a mail written inside a transaction', () => {
  test('leaves a moment after the commit, not at the next timed pass', async () => {
    const ctx = await buildTestApp();
    const sink = await startSmtpSink();
    const { log } = capturedLogger();
    // Never started: no timed pass runs, so only the nudges after the commit can send it.
    const mailer = createMailer({ db: ctx.db, smtpUrl: sink.url, from: 't@skyparcel.test', log });
    try {
      await ctx.db.transaction(async (tx) => {
        const { subject, text, html } = newMail('Written in a transaction');
        await mailer.send({ to: 'queue@example.com', subject, text, html }, tx);
        // Still open when the first nudge comes: that pass cannot see the row yet.
        await new Promise((resolve) => setTimeout(resolve, AFTER_COMMIT_NUDGES_MS[0] + 150));
      });
      const [mail] = await sink.waitForMail(1);
      expect(mail?.raw).toContain('Written in a transaction');
    } finally {
      await mailer.close();
      await sink.close();
      await ctx.close();
    }
  });
});

describe('two workers on one outbox', () => {
  test('send each mail once', async () => {
    const ctx = await buildTestApp();
    const sink = await startSmtpSink();
    const { log } = capturedLogger();
    // Two API processes: two mailers with their own worker and SMTP transport, one database.
    const first = createMailer({ db: ctx.db, smtpUrl: sink.url, from: 'a@skyparcel.test', log });
    const second = createMailer({ db: ctx.db, smtpUrl: sink.url, from: 'b@skyparcel.test', log });
    try {
      const subjects = Array.from({ length: 30 }, (_, index) => `Queued mail ${index + 1}`);
      const rows = [];
      for (const subject of subjects) {
        rows.push(await insertOutboxMail(ctx.db, newMail(subject)));
      }
      await Promise.all([first.worker.drain(), second.worker.drain(), first.worker.drain()]);
      const received = await sink.waitForMail(subjects.length);
      const sentSubjects = received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim());
      expect(sentSubjects.sort()).toEqual([...subjects].sort());
      const ids = rows.flatMap((row) => (row ? [row.id] : []));
      const stored = await ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
      expect(stored.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    } finally {
      await first.close();
      await second.close();
      await ctx.close();
      await sink.close();
    }
  });
});

describe('the outbox keeps no usable secret', () => {
  test('a day after delivery the body with the confirmation link is emptied', async () => {
    const sink = await startSmtpSink();
    const ctx = await buildTestApp({ SMTP_URL: sink.url });
    try {
      const email = `outbox-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          firstName: 'Åse',
          lastName: 'Øvrebø',
          email,
          password: 'Fjord-Tromsø-42!',
          recaptchaToken: await solveCaptcha(ctx.app),
          receiveOffersAndPromotionsFlag: false,
          shipperType: 'Company',
          baseCarrier: 'WF',
        },
      });
      expect(response.statusCode).toBe(201);
      await sink.waitForMail(1);
      const [sent] = await waitUntil(async () => {
        const rows = await outboxTo(ctx, email);
        return rows[0]?.sentAt ? rows : undefined;
      });
      // Within the day the row still holds the link: a mail in flight can be looked into.
      const token = /\?token=([\w-]+)/.exec(sent?.text ?? '')?.[1] ?? '';
      expect(token.length).toBeGreaterThan(20);
      await ctx.app.mailer.worker.drain();
      expect((await outboxTo(ctx, email))[0]?.text).toContain(token);

      await ctx.db
        .update(mailOutbox)
        .set({ sentAt: new Date(Date.now() - 25 * HOUR) })
        .where(eq(mailOutbox.to, email));
      await ctx.app.mailer.worker.drain();

      const [purged] = await outboxTo(ctx, email);
      expect(purged).toMatchObject({ to: email, subject: sent?.subject, text: '', html: '' });
      expect(purged?.purgedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(await ctx.db.select().from(mailOutbox))).not.toContain(token);
    } finally {
      await ctx.close();
      await sink.close();
    }
  });

  test('without SMTP the local mailbox is the destination: delivered at once, emptied a day later', async () => {
    const ctx = await buildTestApp({ SUPPORT_EMAIL: 'local@skyparcel.test' });
    try {
      await ctx.app.inject({ method: 'POST', url: '/api/Contactus', payload: enquiry });
      const [row] = await outboxTo(ctx, 'local@skyparcel.test');
      expect(row?.sentAt).toBeInstanceOf(Date);
      expect(row?.text).toContain('five days');
      await ctx.db
        .update(mailOutbox)
        .set({ sentAt: new Date(Date.now() - 25 * HOUR) })
        .where(eq(mailOutbox.to, 'local@skyparcel.test'));
      await ctx.app.mailer.worker.drain();
      const [purged] = await outboxTo(ctx, 'local@skyparcel.test');
      expect(purged).toMatchObject({ text: '', html: '', attempts: 0 });
    } finally {
      await ctx.close();
    }
  });
});
