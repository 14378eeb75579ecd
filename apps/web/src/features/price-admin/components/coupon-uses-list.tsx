import type { CouponDto } from '@skyparcel/domain/pricing';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { getLocale, useTranslation } from '@/lib/i18n';
import { useCouponUses } from '../api/get-coupons';
import { formatPrice } from './version-label';

export type CouponUsesListProps = { coupon: CouponDto; onClose: () => void };

/** A coupon's uses: the customer, the ship request, when it was paid, what it took off. */
export function CouponUsesList({ coupon, onClose }: CouponUsesListProps) {
  const { t } = useTranslation();
  const query = useCouponUses(coupon.id);
  const title = t('operator.coupons.usesTitle', { code: coupon.code });
  return (
    <section className="card price-item" aria-label={title}>
      <h2 className="price-item__title">{title}</h2>
      <QueryState
        query={query}
        errorTitle={t('operator.coupons.usesLoadFailed')}
        isEmpty={(data) => data.uses.length === 0}
        empty={t('operator.coupons.usesEmpty')}
      >
        {(data) => (
          <DataTable
            caption={title}
            rows={data.uses}
            getRowKey={(use) => use.id}
            columns={[
              {
                id: 'customer',
                header: t('operator.coupons.customer'),
                cell: (use) => `${use.customerName} (${use.customerEmail})`,
                isRowHeader: true,
              },
              {
                id: 'request',
                header: t('operator.coupons.shipRequest'),
                cell: (use) => use.orderNumber,
              },
              {
                id: 'when',
                header: t('operator.coupons.usedAt'),
                cell: (use) => formatDateTime(use.usedAt, getLocale()),
              },
              {
                id: 'discount',
                header: t('operator.coupons.discount'),
                cell: (use) => formatPrice(use.discount, use.currency),
              },
            ]}
          />
        )}
      </QueryState>
      <Button variant="secondary" size="small" onClick={onClose}>
        {t('operator.prices.close')}
      </Button>
    </section>
  );
}
