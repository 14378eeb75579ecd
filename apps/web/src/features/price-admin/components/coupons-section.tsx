import type { CouponDto } from '@skyparcel/domain/pricing';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { getLocale, useTranslation } from '@/lib/i18n';
import { useCoupons } from '../api/get-coupons';
import { useSetCouponActive } from '../api/save-coupon';
import { CouponForm } from './coupon-form';
import { CouponUsesList } from './coupon-uses-list';
import { formatPrice } from './version-label';

/**
 * The coupons operators keep (decision 045): each with its rule, window, uses and state; a form
 * creates one or changes the chosen one; a coupon's uses show below the table.
 */
export function CouponsSection() {
  const { t } = useTranslation();
  const query = useCoupons();
  const [editing, setEditing] = useState<CouponDto | null>(null);
  const [showingUses, setShowingUses] = useState<CouponDto | null>(null);
  return (
    <div className="price-section">
      <p>{t('operator.coupons.lead')}</p>
      <QueryState
        query={query}
        errorTitle={t('operator.coupons.loadFailed')}
        isEmpty={(list) => list.coupons.length === 0}
        empty={t('operator.coupons.empty')}
      >
        {(list) => (
          <CouponTable
            coupons={list.coupons}
            onEdit={setEditing}
            onShowUses={(coupon) => setShowingUses(coupon)}
          />
        )}
      </QueryState>
      {showingUses ? (
        <CouponUsesList coupon={showingUses} onClose={() => setShowingUses(null)} />
      ) : null}
      <CouponForm key={editing?.id ?? 'new'} coupon={editing} onDone={() => setEditing(null)} />
    </div>
  );
}

type CouponTableProps = {
  coupons: CouponDto[];
  onEdit: (coupon: CouponDto) => void;
  onShowUses: (coupon: CouponDto) => void;
};

function CouponTable({ coupons, onEdit, onShowUses }: CouponTableProps) {
  const { t } = useTranslation();
  const locale = getLocale();
  const setActive = useSetCouponActive();
  const [deactivating, setDeactivating] = useState<CouponDto | null>(null);
  const day = (iso: string) => formatDateTime(iso, locale);

  function handleDeactivate() {
    if (!deactivating) {
      return;
    }
    setActive.mutate(
      { couponId: deactivating.id, isActive: false },
      { onSuccess: () => setDeactivating(null) },
    );
  }

  return (
    <>
      {setActive.error && !deactivating ? (
        <Alert tone="error">{setActive.error.message || t('errors.GENERIC')}</Alert>
      ) : null}
      <DataTable
        caption={t('operator.prices.tabs.coupons')}
        rows={coupons}
        getRowKey={(coupon) => coupon.id}
        columns={[
          {
            id: 'code',
            header: t('operator.coupons.code'),
            cell: (coupon) => coupon.code,
            isRowHeader: true,
          },
          {
            id: 'rule',
            header: t('operator.coupons.rule'),
            cell: (coupon) => ruleText(coupon, t),
          },
          {
            id: 'window',
            header: t('operator.coupons.window'),
            cell: (coupon) =>
              t('operator.coupons.windowValue', {
                from: day(coupon.validFrom),
                until: coupon.validUntil ? day(coupon.validUntil) : t('operator.coupons.noEnd'),
              }),
          },
          {
            id: 'uses',
            header: t('operator.coupons.uses'),
            cell: (coupon) =>
              coupon.usageLimit === null
                ? t('operator.coupons.usesUnlimited', { used: coupon.timesUsed })
                : t('operator.coupons.usesValue', {
                    used: coupon.timesUsed,
                    limit: coupon.usageLimit,
                  }),
          },
          {
            id: 'once',
            header: t('operator.coupons.oncePerCustomer'),
            cell: (coupon) =>
              coupon.oncePerCustomer ? t('operator.coupons.yes') : t('operator.coupons.no'),
          },
          {
            id: 'status',
            header: t('operator.coupons.status'),
            cell: (coupon) => (
              <span className="price-version">
                {coupon.isActive ? (
                  <Badge tone="success">{t('operator.coupons.active')}</Badge>
                ) : (
                  <Badge tone="neutral">{t('operator.coupons.inactive')}</Badge>
                )}
                {coupon.isRuleFrozen ? (
                  <Badge tone="info">{t('operator.coupons.frozen')}</Badge>
                ) : null}
              </span>
            ),
          },
          {
            id: 'actions',
            header: t('operator.prices.actions'),
            cell: (coupon) => (
              <span className="price-version">
                <Button variant="secondary" size="small" onClick={() => onEdit(coupon)}>
                  {t('operator.coupons.edit')}
                </Button>
                <Button variant="secondary" size="small" onClick={() => onShowUses(coupon)}>
                  {t('operator.coupons.showUses')}
                </Button>
                {coupon.isActive ? (
                  <Button variant="secondary" size="small" onClick={() => setDeactivating(coupon)}>
                    {t('operator.coupons.deactivate')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="small"
                    isLoading={setActive.isPending}
                    onClick={() => setActive.mutate({ couponId: coupon.id, isActive: true })}
                  >
                    {t('operator.coupons.activate')}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
      {deactivating ? (
        <ConfirmDialog
          title={t('operator.coupons.deactivateTitle', { code: deactivating.code })}
          confirmLabel={t('operator.coupons.deactivate')}
          cancelLabel={t('operator.prices.keep')}
          closeLabel={t('operator.prices.close')}
          error={setActive.error ? setActive.error.message || t('errors.GENERIC') : null}
          isLoading={setActive.isPending}
          onConfirm={handleDeactivate}
          onCancel={() => {
            setActive.reset();
            setDeactivating(null);
          }}
        >
          <p>{t('operator.coupons.deactivateBody')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** "10% off, from USD 50.00" or "USD 5.00 off". */
function ruleText(coupon: CouponDto, t: ReturnType<typeof useTranslation>['t']): string {
  const discount =
    coupon.kind === 'percent'
      ? t('operator.coupons.rulePercent', { percent: coupon.percent ?? 0 })
      : t('operator.coupons.ruleAmount', {
          amount: formatPrice(coupon.amount ?? 0, coupon.currency ?? 'USD'),
        });
  if (coupon.minimum === null || !coupon.currency) {
    return discount;
  }
  const minimum = t('operator.coupons.ruleMinimum', {
    amount: formatPrice(coupon.minimum, coupon.currency),
  });
  return `${discount}, ${minimum}`;
}
