import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every captcha solution accepted once: a second use of the same challenge is a replay. */
export const captchaUses = pgTable('captcha_uses', {
  challengeId: text().primaryKey(),
  usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
