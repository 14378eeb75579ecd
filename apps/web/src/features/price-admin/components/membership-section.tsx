import { MembershipVersionBodySchema, type PriceOverview } from '@skyparcel/domain/pricing';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formatPercent } from '@/lib/format';
import { getLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { useSchedulePriceVersion } from '../api/schedule-price-version';
import { EffectiveFromField, toEffectiveFrom } from './effective-from-field';
import { ScheduleForm } from './schedule-form';
import { VersionLabel } from './version-label';
import { WithdrawButton } from './withdraw-button';

export type MembershipSectionProps = { overview: PriceOverview };

/**
 * The membership levels' discount on freight (decision 045): versions like every price, the one
 * in force and the scheduled ones; a version that is not active ends the level's discount.
 */
export function MembershipSection({ overview }: MembershipSectionProps) {
  const { t } = useTranslation();
  const rows = overview.membership.flatMap((level) =>
    level.versions.map((version) => ({ level: level.level, version })),
  );
  return (
    <div className="price-section">
      <DataTable
        caption={t('operator.prices.tabs.membership')}
        rows={rows}
        getRowKey={(row) => row.version.id}
        columns={[
          {
            id: 'level',
            header: t('operator.prices.membership.level'),
            cell: (row) => row.level,
            isRowHeader: true,
          },
          {
            id: 'discount',
            header: t('operator.prices.membership.discount'),
            cell: (row) => formatPercent(row.version.discountPercent, getLocale()),
          },
          {
            id: 'status',
            header: t('operator.prices.membership.status'),
            cell: (row) =>
              row.version.isActive ? (
                <Badge tone="success">{t('operator.prices.membership.active')}</Badge>
              ) : (
                <Badge tone="neutral">{t('operator.prices.membership.inactive')}</Badge>
              ),
          },
          {
            id: 'from',
            header: t('operator.prices.effectiveFrom'),
            cell: (row) => (
              <span className="price-version">
                <VersionLabel effectiveFrom={row.version.effectiveFrom} now={overview.now} />
                <WithdrawButton
                  target={{ kind: 'membership-discounts', id: row.version.id }}
                  effectiveFrom={row.version.effectiveFrom}
                  now={overview.now}
                />
              </span>
            ),
          },
        ]}
      />
      <MembershipForm overview={overview} />
    </div>
  );
}

function MembershipForm({ overview }: MembershipSectionProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const schedule = useSchedulePriceVersion('membership-discounts');
  const form = useDomainForm(MembershipVersionBodySchema, {
    defaultValues: { level: overview.membership[0]?.level ?? '', isActive: true },
  });
  const { errors } = form.formState;
  return (
    <ScheduleForm form={form} onSchedule={(body) => schedule.mutateAsync(body)}>
      <FormField
        label={t('operator.prices.membership.level')}
        hint={t('operator.prices.membership.levelHint')}
        error={translateMessage(errors.level?.message)}
        isRequired
      >
        <Input autoComplete="off" {...form.register('level')} />
      </FormField>
      <FormField
        label={t('operator.prices.membership.discount')}
        error={translateMessage(errors.discountPercent?.message)}
        isRequired
      >
        <Input inputMode="decimal" {...form.register('discountPercent', { valueAsNumber: true })} />
      </FormField>
      <Checkbox label={t('operator.prices.membership.isActive')} {...form.register('isActive')} />
      <EffectiveFromField
        registration={form.register('effectiveFrom', { setValueAs: toEffectiveFrom })}
        error={errors.effectiveFrom?.message}
      />
    </ScheduleForm>
  );
}
