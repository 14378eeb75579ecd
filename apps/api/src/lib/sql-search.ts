import type { Locale, LocalizedText } from '@skyparcel/domain/locale';
import { LIST_COUNT_CAP } from '@skyparcel/domain/reference';

/** A user's keyword as a LIKE pattern that matches it literally, anywhere in the text. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const PAGE_SIZE = 20;

export function offsetOf(page: number, pageSize = PAGE_SIZE): number {
  return (page - 1) * pageSize;
}

/**
 * How many matches a capped list counts for `page`: `LIST_COUNT_CAP`, or up to the end of that
 * page when it lies past the cap (the count then reads no more rows than the page's OFFSET does),
 * so the pager always offers the next page while more match.
 */
export function countCapOf(page: number, pageSize = PAGE_SIZE): number {
  return Math.max(LIST_COUNT_CAP, page * pageSize);
}

/**
 * `total` and `isTotalCapped` of a capped page from a count of at most `cap + 1` rows (the count
 * query's `LIMIT cap + 1`: one row past the cap tells "more" from "exactly the cap").
 */
export function cappedTotalOf(counted: number, cap: number) {
  return { total: Math.min(counted, cap), isTotalCapped: counted > cap };
}

export function pickText(text: LocalizedText, locale: Locale): string {
  return text[locale] || text['en-US'];
}
