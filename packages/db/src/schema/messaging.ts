import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** A file carried by an outbox mail: its bytes as base64, so the row stays plain JSON. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail the portal sends, and the queue the mail worker drains (decision 022): a request
 * only inserts a row; the worker claims it (`claimedUntil`), delivers it and records `sentAt`,
 * or counts the attempt, keeps the error and tries again at `nextAttemptAt`, until `failedAt`.
 * A day after either, `text` and `html` are emptied (`purgedAt`): they hold codes and links.
 * With no SMTP configured this table is the local mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    cc: text(),
    replyTo: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Files sent with the mail (an invoice's PDF, decision 050); emptied with the body. */
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    /**
     * Extra header lines (decision 056): the offers e-mail's RFC 8058 List-Unsubscribe and
     * List-Unsubscribe-Post, so a mail client offers its own one-click unsubscribe.
     */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's rows come back after it. */
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** Gave up after the last attempt; the row stays for a person to look at. */
    failedAt: timestamp({ withTimezone: true }),
    /** The last attempt's error. */
    error: text(),
    purgedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
  ],
);

export const enquiryForm = pgEnum('enquiry_form', [
  'general',
  'technical',
  'loss_claim',
  'feedback',
]);

export const contactEnquiries = pgTable('contact_enquiries', {
  id: id(),
  form: enquiryForm().notNull(),
  enquiryTypeCode: text(),
  countryCode: text(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  email: text().notNull(),
  packageLockerNumber: text(),
  message: text().notNull(),
  /** Form-specific fields (loss claim: tracking number, value...). */
  details: jsonb().$type<Record<string, string>>().notNull().default({}),
  locale: text().notNull(),
  createdAt: createdAt(),
});
