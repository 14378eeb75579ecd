import {
  PACKING_QUEUE_STATUSES,
  type PackingQueueItem,
  type PackingQueueStatus,
} from '@skyparcel/domain/packing';
import type { Warehouse } from '@skyparcel/domain/reference';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { formatDateTime, formatMeasure } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { usePackingQueue } from '../api/get-packing-queue';
import '../packing.css';

type PackingQueueProps = {
  warehouses: readonly Warehouse[];
  warehouseId: string;
  status: PackingQueueStatus | '';
  onFilter: (filter: { warehouseId: string; status: PackingQueueStatus | '' }) => void;
};

export function isPackingQueueStatus(value: string | null): value is PackingQueueStatus {
  return (PACKING_QUEUE_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * The packing queue of one warehouse (issue 12): paid requests oldest first, with the options
 * and instructions the clerk must honour. Warehouse and state live in the address.
 */
export function PackingQueue({ warehouses, warehouseId, status, onFilter }: PackingQueueProps) {
  const { t } = useTranslation();
  const chosenWarehouseId = warehouseId || warehouses[0]?.id || '';
  const query = usePackingQueue(chosenWarehouseId, status);

  return (
    <section className="card" aria-label={t('operator.packing.queueTitle')}>
      <div className="form-grid packing-queue__filter">
        <FormField label={t('operator.packing.warehouse')}>
          <Select
            value={chosenWarehouseId}
            onChange={(event) => onFilter({ warehouseId: event.target.value, status })}
          >
            {warehouses.map((warehouse) => (
              <option key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('operator.packing.state')}>
          <Select
            value={status}
            onChange={(event) =>
              onFilter({
                warehouseId: chosenWarehouseId,
                status: isPackingQueueStatus(event.target.value) ? event.target.value : '',
              })
            }
          >
            <option value="">{t('operator.packing.anyState')}</option>
            {PACKING_QUEUE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`operator.packing.states.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <QueryState query={query}>{(items) => <PackingQueueTable items={items} />}</QueryState>
    </section>
  );
}

function PackingQueueTable({ items }: { items: PackingQueueItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<PackingQueueItem>[] = [
    {
      id: 'order',
      header: t('operator.packing.order'),
      isRowHeader: true,
      cell: (item) => (
        <AppLink to={paths.staffPackingRequest.getHref(item.id)}>
          {t('operator.packing.openOrder', { order: item.orderNumber })}
        </AppLink>
      ),
    },
    {
      id: 'state',
      header: t('operator.packing.state'),
      cell: (item) => t(`operator.packing.states.${item.status}`),
    },
    {
      id: 'customer',
      header: t('operator.packing.customer'),
      cell: (item) =>
        item.suiteNumber
          ? t('operator.packages.customer', { name: item.customerName, suite: item.suiteNumber })
          : t('operator.packages.customerWithoutSuite', { name: item.customerName }),
    },
    {
      id: 'paid',
      header: t('operator.packing.paidAt'),
      cell: (item) => formatDateTime(item.paidAt, locale),
      sort: 'ascending',
    },
    {
      id: 'weight',
      header: t('operator.packing.paidWeight'),
      cell: (item) => formatMeasure(item.paidWeightKg, 'kilogram', locale),
    },
    {
      id: 'options',
      header: t('operator.packing.options'),
      cell: (item) =>
        item.options.length > 0
          ? item.options.map((code) => t(`operator.packing.checklist.${code}`)).join(', ')
          : t('operator.packing.noOptions'),
    },
    {
      id: 'instructions',
      header: t('operator.packing.instructions'),
      cell: (item) => item.specialInstructions ?? '',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={items}
      getRowKey={(item) => item.id}
      caption={t('operator.packing.queueTitle')}
      empty={t('operator.packing.emptyQueue')}
    />
  );
}
