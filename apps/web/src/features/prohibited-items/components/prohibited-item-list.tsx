import type { ProhibitedItem } from '@skyparcel/domain/reference';
import { Badge } from '@/components/ui/badge';
import { PageNavigation } from '@/components/ui/page-navigation';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../prohibited-items.css';

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
      <p className="results-count">
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
      <PageNavigation page={result.page} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
