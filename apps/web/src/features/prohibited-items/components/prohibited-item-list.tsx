import type { ProhibitedItem } from '@skyparcel/domain/reference';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';

export type ProhibitedItemListProps = {
  result: { items: ProhibitedItem[]; page: number; pageSize: number; total: number };
  onPage: (page: number) => void;
};

/** One page of search results with their kind, or the 'no results' message. */
export function ProhibitedItemList({ result, onPage }: ProhibitedItemListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pageCount = Math.max(1, Math.ceil(result.total / result.pageSize));

  if (result.items.length === 0) {
    return <p className="empty-state">{t('prohibitedItems.noResults')}</p>;
  }

  return (
    <div className="item-results">
      <p className="item-results__count">
        {t('prohibitedItems.resultCount', { total: formatNumber(result.total, locale, 0) })}
      </p>
      <ul className="item-list">
        {result.items.map((item) => (
          <li key={item.id} className="item-list__item">
            <Badge tone={item.kind === 'prohibited' ? 'danger' : 'warning'}>
              {t(`prohibitedItems.kind.${item.kind}`)}
            </Badge>
            <div>
              <p className="item-list__name">{item.name}</p>
              {item.note ? <p className="item-list__note">{item.note}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        <nav className="pagination" aria-label={t('common.pagination')}>
          <Button
            variant="secondary"
            size="small"
            isDisabled={result.page <= 1}
            onClick={() => onPage(result.page - 1)}
          >
            {t('common.previous')}
          </Button>
          <span>
            {t('common.pageOf', {
              page: formatNumber(result.page, locale, 0),
              pages: formatNumber(pageCount, locale, 0),
            })}
          </span>
          <Button
            variant="secondary"
            size="small"
            isDisabled={result.page >= pageCount}
            onClick={() => onPage(result.page + 1)}
          >
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
