import type { PackageDetails } from '@skyparcel/domain/packages';
import { formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { formatPackageMoney } from '../package-format';
import '../suite.css';

export type PackageLineItemsProps = {
  items: PackageDetails['lineItems'];
};

/** The declared items; on a phone each row is a card, as in the package list. */
export function PackageLineItems({ items }: PackageLineItemsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (items.length === 0) {
    return <p className="empty-state">{t('suite.details.noItems')}</p>;
  }
  const columns = {
    description: t('suite.details.item.description'),
    quantity: t('suite.details.item.quantity'),
    valuePerUnit: t('suite.details.item.valuePerUnit'),
    total: t('suite.details.item.total'),
    hsCode: t('suite.details.item.hsCode'),
  };
  return (
    <table className="suite-table">
      <caption className="visually-hidden">{t('suite.details.lineItems')}</caption>
      <thead>
        <tr>
          {Object.values(columns).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row" data-label={columns.description}>
              {item.description}
            </th>
            <td data-label={columns.quantity}>{formatNumber(item.quantity, locale, 0)}</td>
            <td data-label={columns.valuePerUnit}>
              {formatPackageMoney(item.valuePerUnit, locale)}
            </td>
            <td data-label={columns.total}>{formatPackageMoney(item.totalValue, locale)}</td>
            <td data-label={columns.hsCode}>
              <span dir="ltr">{item.hsCode ?? '—'}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
