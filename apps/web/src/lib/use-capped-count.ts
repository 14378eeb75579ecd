import type { CappedPage } from '@skyparcel/domain/reference';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

/**
 * How a list whose count stops at a cap (decision 073) reads: "10,000+" and "Page 3 of 500+" when
 * more match than were counted. The pages are then rounded down, so "500+" stays true whatever
 * the page size.
 */
export function useCappedCount(result: CappedPage<unknown>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const total = formatNumber(result.total, locale, 0);
  const pages = result.total / result.pageSize;
  return {
    totalText: result.isTotalCapped ? t('common.moreThan', { number: total }) : total,
    pageCount: Math.max(1, result.isTotalCapped ? Math.floor(pages) : Math.ceil(pages)),
    hasMorePages: result.isTotalCapped,
  };
}
