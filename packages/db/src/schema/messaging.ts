import { jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** Every e-mail the portal sends; with no SMTP configured this table is the local mailbox. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text().notNull(),
  cc: text(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text().notNull(),
  createdAt: createdAt(),
  sentAt: timestamp({ withTimezone: true }),
  error: text(),
});

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
