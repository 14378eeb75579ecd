import type { Locale, LocalizedText } from '@skyparcel/domain/locale';

/** A user's keyword as a LIKE pattern that matches it literally, anywhere in the text. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const PAGE_SIZE = 20;

export function offsetOf(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

export function pickText(text: LocalizedText, locale: Locale): string {
  return text[locale] || text['en-US'];
}
