import { CustomsRuleVersionBodySchema, type PriceOverview } from '@skyparcel/domain/pricing';
import { DataTable } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import { useSchedulePriceVersion } from '../api/schedule-price-version';
import { EffectiveFromField, toEffectiveFrom } from './effective-from-field';
import { ScheduleForm } from './schedule-form';
import { formatPrice, VersionLabel } from './version-label';
import { WithdrawButton } from './withdraw-button';

export type CustomsRulesSectionProps = { overview: PriceOverview };

const AMOUNT_FIELDS = ['dutyThreshold', 'adminFee', 'extendedLiabilityFee'] as const;
const PERCENT_FIELDS = ['dutyRatePercent', 'vatRatePercent'] as const;
const LABEL_KEYS = {
  dutyThreshold: 'operator.prices.customs.threshold',
  adminFee: 'operator.prices.customs.adminFee',
  extendedLiabilityFee: 'operator.prices.customs.liabilityFee',
  dutyRatePercent: 'operator.prices.customs.duty',
  vatRatePercent: 'operator.prices.customs.vat',
} as const;

/** Duty and VAT rates, the de-minimis threshold and the liability fee per destination. */
export function CustomsRulesSection({ overview }: CustomsRulesSectionProps) {
  const { t } = useTranslation();
  const rows = overview.customsRules.flatMap((rule) =>
    rule.versions.map((version) => ({ ...rule, version })),
  );
  return (
    <div className="price-section">
      <DataTable
        caption={t('operator.prices.tabs.customs')}
        rows={rows}
        getRowKey={(row) => row.version.id}
        columns={[
          {
            id: 'country',
            header: t('operator.prices.destination'),
            cell: (row) => row.countryCode,
            isRowHeader: true,
          },
          {
            id: 'threshold',
            header: t(LABEL_KEYS.dutyThreshold),
            cell: (row) => formatPrice(row.version.dutyThreshold, row.version.currency),
          },
          {
            id: 'rates',
            header: `${t(LABEL_KEYS.dutyRatePercent)} / ${t(LABEL_KEYS.vatRatePercent)}`,
            cell: (row) => `${row.version.dutyRatePercent} / ${row.version.vatRatePercent}`,
          },
          {
            id: 'fees',
            header: `${t(LABEL_KEYS.adminFee)} / ${t(LABEL_KEYS.extendedLiabilityFee)}`,
            cell: (row) =>
              `${formatPrice(row.version.adminFee, row.version.currency)} / ${formatPrice(row.version.extendedLiabilityFee, row.version.currency)}`,
          },
          {
            id: 'from',
            header: t('operator.prices.effectiveFrom'),
            cell: (row) => (
              <span className="price-version">
                <VersionLabel effectiveFrom={row.version.effectiveFrom} now={overview.now} />
                <WithdrawButton
                  target={{ kind: 'customs-rules', id: row.version.id }}
                  effectiveFrom={row.version.effectiveFrom}
                  now={overview.now}
                />
              </span>
            ),
          },
        ]}
      />
      <CustomsRuleForm overview={overview} />
    </div>
  );
}

function CustomsRuleForm({ overview }: CustomsRulesSectionProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const schedule = useSchedulePriceVersion('customs-rules');
  const first = overview.customsRules[0];
  const form = useDomainForm(CustomsRuleVersionBodySchema, {
    defaultValues: {
      countryCode: first?.countryCode ?? '',
      currency: first?.versions[0]?.currency ?? '',
    },
  });
  const { errors } = form.formState;
  return (
    <ScheduleForm form={form} onSchedule={(body) => schedule.mutateAsync(body)}>
      <FormField label={t('operator.prices.destination')}>
        <Select {...form.register('countryCode')}>
          {overview.destinations.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('operator.prices.currency')}
        error={translateMessage(errors.currency?.message)}
        isRequired
      >
        <Input autoComplete="off" maxLength={3} {...form.register('currency')} />
      </FormField>
      {[...AMOUNT_FIELDS, ...PERCENT_FIELDS].map((name) => (
        <FormField
          key={name}
          label={t(LABEL_KEYS[name])}
          error={translateMessage(errors[name]?.message)}
          isRequired
        >
          <Input inputMode="decimal" {...form.register(name, { valueAsNumber: true })} />
        </FormField>
      ))}
      <EffectiveFromField
        registration={form.register('effectiveFrom', { setValueAs: toEffectiveFrom })}
        error={errors.effectiveFrom?.message}
      />
    </ScheduleForm>
  );
}
