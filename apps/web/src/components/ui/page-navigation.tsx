import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type PageNavigationProps = {
  page: number;
  pageCount: number;
  /** More pages than `pageCount` follow (a capped count, decision 073): "Page 2 of 500+". */
  hasMorePages?: boolean;
  onPage: (page: number) => void;
};

/** Previous / next and "Page 2 of 5"; nothing when everything fits on one page. */
export function PageNavigation({
  page,
  pageCount,
  hasMorePages = false,
  onPage,
}: PageNavigationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (pageCount <= 1 && !hasMorePages) {
    return null;
  }
  const pages = formatNumber(pageCount, locale, 0);
  return (
    <nav className="pagination" aria-label={t('common.pagination')}>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('common.previous')}
      </Button>
      <span>
        {t('common.pageOf', {
          page: formatNumber(page, locale, 0),
          pages: hasMorePages ? t('common.moreThan', { number: pages }) : pages,
        })}
      </span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page >= pageCount && !hasMorePages}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </Button>
    </nav>
  );
}
