import { type PriceOverview, WarehouseTermsVersionBodySchema } from '@skyparcel/domain/pricing';
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

export type WarehouseTermsSectionProps = { overview: PriceOverview };

/** Each warehouse's free storage days, daily storage fee and liability covered per shipment. */
export function WarehouseTermsSection({ overview }: WarehouseTermsSectionProps) {
  const { t } = useTranslation();
  const rows = overview.warehouseTerms.flatMap((terms) =>
    terms.versions.map((version) => ({ ...terms, version })),
  );
  return (
    <div className="price-section">
      <DataTable
        caption={t('operator.prices.tabs.storage')}
        rows={rows}
        getRowKey={(row) => row.version.id}
        columns={[
          {
            id: 'warehouse',
            header: t('operator.prices.warehouse'),
            cell: (row) => row.warehouseCode,
            isRowHeader: true,
          },
          {
            id: 'freeDays',
            header: t('operator.prices.storage.freeDays'),
            cell: (row) => String(row.version.freeStorageDays),
          },
          {
            id: 'fee',
            header: t('operator.prices.storage.feePerDay'),
            cell: (row) => formatPrice(row.version.storageFeePerDay, row.currency),
          },
          {
            id: 'liability',
            header: t('operator.prices.storage.liability'),
            cell: (row) => formatPrice(row.version.liabilityIncrement, row.currency),
          },
          {
            id: 'from',
            header: t('operator.prices.effectiveFrom'),
            cell: (row) => (
              <span className="price-version">
                <VersionLabel effectiveFrom={row.version.effectiveFrom} now={overview.now} />
                <WithdrawButton
                  target={{ kind: 'warehouse-terms', id: row.version.id }}
                  effectiveFrom={row.version.effectiveFrom}
                  now={overview.now}
                />
              </span>
            ),
          },
        ]}
      />
      <WarehouseTermsForm overview={overview} />
    </div>
  );
}

function WarehouseTermsForm({ overview }: WarehouseTermsSectionProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const schedule = useSchedulePriceVersion('warehouse-terms');
  const form = useDomainForm(WarehouseTermsVersionBodySchema, {
    defaultValues: { warehouseCode: overview.warehouses[0]?.code ?? '' },
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
      <FormField
        label={t('operator.prices.storage.freeDays')}
        error={translateMessage(errors.freeStorageDays?.message)}
        isRequired
      >
        <Input inputMode="numeric" {...form.register('freeStorageDays', { valueAsNumber: true })} />
      </FormField>
      <FormField
        label={t('operator.prices.storage.feePerDay')}
        error={translateMessage(errors.storageFeePerDay?.message)}
        isRequired
      >
        <Input
          inputMode="decimal"
          {...form.register('storageFeePerDay', { valueAsNumber: true })}
        />
      </FormField>
      <FormField
        label={t('operator.prices.storage.liability')}
        error={translateMessage(errors.liabilityIncrement?.message)}
        isRequired
      >
        <Input
          inputMode="decimal"
          {...form.register('liabilityIncrement', { valueAsNumber: true })}
        />
      </FormField>
      <EffectiveFromField
        registration={form.register('effectiveFrom', { setValueAs: toEffectiveFrom })}
        error={errors.effectiveFrom?.message}
      />
    </ScheduleForm>
  );
}
