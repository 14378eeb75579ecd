import type { LocalizedText } from '@skyparcel/domain/locale';
import { jsonb, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const localizedText = () => jsonb().$type<LocalizedText>().notNull();
