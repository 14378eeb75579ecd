import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type PageNavigationProps = {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
};

/** Previous / next and "Page 2 of 5"; nothing when everything fits on one page. */
export function PageNavigation({ page, pageCount, onPage }: PageNavigationProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (pageCount <= 1) {
    return null;
  }
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
          pages: formatNumber(pageCount, locale, 0),
        })}
      </span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('common.next')}
      </Button>
    </nav>
  );
}
