import {
  FLAT_FEE_OPTION_CODES,
  OptionFeeVersionBodySchema,
  type PriceOverview,
} from '@skyparcel/domain/pricing';
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

export type OptionFeesSectionProps = { overview: PriceOverview };

/** The flat-fee options' prices per warehouse (LPH DSB FRG EPK ORB), in force and scheduled. */
export function OptionFeesSection({ overview }: OptionFeesSectionProps) {
  const { t } = useTranslation();
  const rows = overview.optionFees.flatMap((fee) =>
    fee.versions.map((version) => ({ ...fee, version })),
  );
  return (
    <div className="price-section">
      <DataTable
        caption={t('operator.prices.tabs.optionFees')}
        rows={rows}
        getRowKey={(row) => row.version.id}
        columns={[
          {
            id: 'option',
            header: t('operator.prices.option'),
            cell: (row) => `${row.warehouseCode} · ${row.optionCode}`,
            isRowHeader: true,
          },
          {
            id: 'fee',
            header: t('operator.prices.fee'),
            cell: (row) => formatPrice(row.version.fee, row.currency),
          },
          {
            id: 'from',
            header: t('operator.prices.effectiveFrom'),
            cell: (row) => (
              <span className="price-version">
                <VersionLabel effectiveFrom={row.version.effectiveFrom} now={overview.now} />
                <WithdrawButton
                  target={{ kind: 'option-fees', id: row.version.id }}
                  effectiveFrom={row.version.effectiveFrom}
                  now={overview.now}
                />
              </span>
            ),
          },
        ]}
      />
      <OptionFeeForm overview={overview} />
    </div>
  );
}

function OptionFeeForm({ overview }: OptionFeesSectionProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const schedule = useSchedulePriceVersion('option-fees');
  const form = useDomainForm(OptionFeeVersionBodySchema, {
    defaultValues: { warehouseCode: overview.warehouses[0]?.code ?? '', optionCode: 'LPH' },
  });
  const { errors } = form.formState;
  return (
    <ScheduleForm form={form} onSchedule={(body) => schedule.mutateAsync(body)}>
      <FormField label={t('operator.prices.warehouse')}>
        <Select {...form.register('warehouseCode')}>
          {overview.warehouses.map((warehouse) => (
            <option key={warehouse.code} value={warehouse.code}>
              {warehouse.name} ({warehouse.currency})
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('operator.prices.option')}>
        <Select {...form.register('optionCode')}>
          {FLAT_FEE_OPTION_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        label={t('operator.prices.fee')}
        error={translateMessage(errors.fee?.message)}
        isRequired
      >
        <Input inputMode="decimal" {...form.register('fee', { valueAsNumber: true })} />
      </FormField>
      <EffectiveFromField
        registration={form.register('effectiveFrom', { setValueAs: toEffectiveFrom })}
        error={errors.effectiveFrom?.message}
      />
    </ScheduleForm>
  );
}
