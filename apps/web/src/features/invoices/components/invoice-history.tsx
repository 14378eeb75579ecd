import {
  HISTORY_PERIODS,
  type HistoryPeriod,
  type InvoiceHistoryItem,
  invoicePagePath,
} from '@skyparcel/domain/invoices';
import type { PackageLocker } from '@skyparcel/domain/packages';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { DataTable } from '@/components/ui/data-table';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageNavigation } from '@/components/ui/page-navigation';
import { QueryState } from '@/components/ui/query-state';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { formatCountryName, formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useHistoryWarehouses } from '../api/get-history-warehouses';
import { type HistoryFilter, useInvoiceHistory } from '../api/get-invoice-history';
import { KIND_TONE, STATUS_TONE } from './invoice-labels';
import '../invoices.css';

const PAGE_SIZE = 20;

/**
 * My History (spec sections 2 and 9): the invoices and pending payments of one warehouse
 * country, the last 30, 60 or 90 days or a custom range, unpaid only, searched by invoice number.
 * Each row opens its invoice's page; a row's packages link to their page with the photo viewer.
 * The filter lives in the address, so Back and reloads keep it.
 */
export function InvoiceHistory() {
  const { t } = useTranslation();
  const warehouses = useHistoryWarehouses();
  return (
    <QueryState
      query={warehouses}
      isEmpty={(list) => list.length === 0}
      empty={t('invoices.history.empty')}
      errorTitle={t('invoices.history.loadError')}
    >
      {(list) => <HistoryOfWarehouse lockers={list} />}
    </QueryState>
  );
}

function readFilter(search: URLSearchParams): HistoryFilter {
  const period = search.get('period');
  return {
    period: HISTORY_PERIODS.includes(period as HistoryPeriod) ? (period as HistoryPeriod) : '30',
    dateFrom: search.get('from') ?? '',
    dateTo: search.get('to') ?? '',
    unpaidOnly: search.get('unpaid') === 'true',
    number: search.get('number') ?? '',
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
  };
}

function HistoryOfWarehouse({ lockers }: { lockers: readonly PackageLocker[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const filter = readFilter(search);
  const locker = lockers.find((item) => item.warehouseId === search.get('warehouse')) ?? lockers[0];
  const countryCode = locker?.address.countryCode ?? '';
  const history = useInvoiceHistory(countryCode, filter);

  const go = (change: Partial<HistoryFilter> & { warehouse?: string }) => {
    const next = { ...filter, page: 1, ...change };
    const params = new URLSearchParams();
    params.set('warehouse', change.warehouse ?? locker?.warehouseId ?? '');
    params.set('period', next.period);
    if (next.period === 'custom') {
      params.set('from', next.dateFrom);
      params.set('to', next.dateTo);
    }
    if (next.unpaidOnly) {
      params.set('unpaid', 'true');
    }
    if (next.number) {
      params.set('number', next.number);
    }
    if (next.page > 1) {
      params.set('page', String(next.page));
    }
    void navigate(`${paths.myHistory.getHref()}?${params.toString()}`, { replace: true });
  };

  return (
    <section className="invoice-history">
      <div className="invoice-history__filters form-grid form-grid--2">
        <FormField label={t('invoices.history.warehouse')}>
          <Select
            value={locker?.warehouseId ?? ''}
            onChange={(event) => go({ warehouse: event.target.value })}
          >
            {lockers.map((item) => (
              <option key={item.warehouseId} value={item.warehouseId}>
                {formatCountryName(item.address.countryCode, locale, item.address.country)} (
                {item.warehouseCode})
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('invoices.history.period')}>
          <Select
            value={filter.period}
            onChange={(event) => go({ period: event.target.value as HistoryPeriod })}
          >
            <option value="30">{t('invoices.history.period30')}</option>
            <option value="60">{t('invoices.history.period60')}</option>
            <option value="90">{t('invoices.history.period90')}</option>
            <option value="custom">{t('invoices.history.periodCustom')}</option>
          </Select>
        </FormField>
        {filter.period === 'custom' ? (
          <>
            <FormField label={t('invoices.history.dateFrom')}>
              <Input
                type="date"
                value={filter.dateFrom}
                onChange={(event) => go({ dateFrom: event.target.value })}
              />
            </FormField>
            <FormField label={t('invoices.history.dateTo')}>
              <Input
                type="date"
                value={filter.dateTo}
                onChange={(event) => go({ dateTo: event.target.value })}
              />
            </FormField>
          </>
        ) : null}
        <FormField label={t('invoices.history.search')}>
          <Input
            type="search"
            dir="ltr"
            maxLength={40}
            value={filter.number}
            onChange={(event) => go({ number: event.target.value })}
          />
        </FormField>
        <Checkbox
          label={t('invoices.history.unpaidOnly')}
          checked={filter.unpaidOnly}
          onChange={(event) => go({ unpaidOnly: event.target.checked })}
        />
      </div>
      <QueryState
        query={history}
        isEmpty={(page) => page.items.length === 0}
        empty={t('invoices.history.empty')}
        errorTitle={t('invoices.history.loadError')}
      >
        {(page) => (
          <>
            <HistoryTable items={page.items} warehouseId={locker?.warehouseId ?? ''} />
            <PageNavigation
              page={page.page}
              pageCount={Math.max(1, Math.ceil(page.total / PAGE_SIZE))}
              onPage={(next) => go({ page: next })}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}

function HistoryTable({
  items,
  warehouseId,
}: {
  items: InvoiceHistoryItem[];
  warehouseId: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (item: InvoiceHistoryItem, amountMinor: number) =>
    formatMoney({ amountMinor, currency: item.currency }, locale);
  return (
    <DataTable<InvoiceHistoryItem>
      caption={t('invoices.history.caption')}
      rows={items}
      getRowKey={(item) => item.invoiceId}
      columns={[
        {
          id: 'number',
          header: t('invoices.history.columns.number'),
          isRowHeader: true,
          cell: (item) => (
            <AppLink to={invoicePagePath(item.kind, item.invoiceId)} dir="ltr">
              {item.invoiceNumber}
            </AppLink>
          ),
        },
        {
          id: 'kind',
          header: t('invoices.history.columns.kind'),
          cell: (item) => (
            <Badge tone={KIND_TONE[item.kind]}>{t(`invoices.kinds.${item.kind}`)}</Badge>
          ),
        },
        {
          id: 'date',
          header: t('invoices.history.columns.date'),
          sort: 'descending',
          cell: (item) => formatDateTime(item.issuedAt, locale),
        },
        {
          id: 'billed',
          header: t('invoices.history.columns.billed'),
          cell: (item) => money(item, item.billedMinor),
        },
        {
          id: 'outstanding',
          header: t('invoices.history.columns.outstanding'),
          cell: (item) => money(item, item.outstandingMinor),
        },
        {
          id: 'status',
          header: t('invoices.history.columns.status'),
          cell: (item) => (
            <Badge tone={STATUS_TONE[item.paymentStatus]}>
              {t(`invoices.paymentStatus.${item.paymentStatus}`)}
            </Badge>
          ),
        },
        {
          id: 'packages',
          header: t('invoices.history.columns.packages'),
          cell: (item) => (
            <ul className="invoice-history__packages">
              {item.myHistoryVMs.map((vm) => (
                <li key={vm.packageId}>
                  {vm.shipmentDetails.retailer}
                  {vm.shipmentDetails.orderNumber ? (
                    <>
                      {' '}
                      · {t('invoices.history.shipment', { order: vm.shipmentDetails.orderNumber })}
                    </>
                  ) : null}
                  {vm.shipmentDetails.hasPhotos && warehouseId ? (
                    <>
                      {' · '}
                      <AppLink to={paths.suitePackage.getHref(warehouseId, vm.packageId)}>
                        {t('invoices.history.photos')}
                      </AppLink>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
