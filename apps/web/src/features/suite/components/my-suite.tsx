import { SUITE_TABS, type SuiteTab } from '@skyparcel/domain/packages';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNavigation } from '@/components/ui/page-navigation';
import { QueryState } from '@/components/ui/query-state';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { formatCountryName, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { queryLoadState } from '@/lib/query-load-state';
import { usePackageLockers } from '../api/get-package-lockers';
import { useShipRequestsByPackage } from '../api/get-ship-requests';
import { type SuiteFilter, useSuitePackages } from '../api/get-suite-packages';
import {
  canJoinShipSelection,
  EMPTY_SHIP_SELECTION,
  type ShipSelection,
  toggleShipSelection,
} from '../ship-selection';
import { CustomerShipmentList } from './customer-shipment-list';
import { ShipSelectionBar } from './ship-selection-bar';
import { SuitePackageTable } from './suite-package-table';
import { SuiteSearchForm } from './suite-search-form';
import { WarehouseSwitcher } from './warehouse-switcher';
import '../suite.css';

function readTab(value: string | null): SuiteTab {
  return SUITE_TABS.find((tab) => tab === value) ?? 'readyToSend';
}

/**
 * My Suite (spec section 2): the warehouse, the tabs with their counts, the search and one page
 * of packages. The choice lives in the address, so Back, reloads and the details page's back
 * link keep it.
 */
export function MySuite() {
  const { t } = useTranslation();
  const lockers = usePackageLockers();
  return (
    <QueryState
      query={lockers}
      isEmpty={(list) => list.length === 0}
      empty={t('suite.list.noLockers')}
      errorTitle={t('suite.lockers.loadFailed')}
    >
      {(list) => <SuiteOfChosenWarehouse lockers={list} />}
    </QueryState>
  );
}

type SuiteOfChosenWarehouseProps = {
  lockers: SuiteWarehouseProps['lockers'];
};

function SuiteOfChosenWarehouse({ lockers }: SuiteOfChosenWarehouseProps) {
  const [searchParams] = useSearchParams();
  // Kept across warehouses, so the list of another one can say why its boxes are off.
  const [selection, setSelection] = useState<ShipSelection>(EMPTY_SHIP_SELECTION);
  const requested = searchParams.get('warehouse');
  const warehouseId =
    lockers.find((locker) => locker.warehouseId === requested)?.warehouseId ??
    lockers[0]?.warehouseId;
  if (!warehouseId) {
    return null;
  }
  const filter: SuiteFilter = {
    tab: readTab(searchParams.get('tab')),
    keyword: searchParams.get('keyword') ?? '',
    page: Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1),
  };
  return (
    <SuiteWarehouse
      key={warehouseId}
      lockers={lockers}
      warehouseId={warehouseId}
      filter={filter}
      selection={selection}
      onSelectionChange={setSelection}
    />
  );
}

type SuiteWarehouseProps = {
  lockers: Parameters<typeof WarehouseSwitcher>[0]['lockers'];
  warehouseId: string;
  filter: SuiteFilter;
  selection: ShipSelection;
  onSelectionChange: (selection: ShipSelection) => void;
};

function SuiteWarehouse({
  lockers,
  warehouseId,
  filter,
  selection,
  onSelectionChange,
}: SuiteWarehouseProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const query = useSuitePackages(warehouseId, filter);
  const state = queryLoadState(query);
  const listHref = paths.mySuite.getHref({ warehouse: warehouseId, ...filter });
  const go = (change: Partial<SuiteFilter> & { warehouse?: string }) =>
    void navigate(paths.mySuite.getHref({ warehouse: warehouseId, ...filter, ...change }));

  const tabs = SUITE_TABS.map((tab) => ({
    id: tab,
    label: (
      <>
        {t(`suite.tabs.${tab}`)}{' '}
        <span className="tabs__count">
          {query.data ? formatNumber(query.data.counts[tab] ?? 0, locale, 0) : '…'}
        </span>
      </>
    ),
  }));
  const data = query.data;
  const isReadyToSend = filter.tab === 'readyToSend';
  const shipRequests = useShipRequestsByPackage(filter.tab === 'preparing');
  const selectionLocker = lockers.find((locker) => locker.warehouseId === selection.warehouseId);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="my-suite" data-load-state={state}>
      <WarehouseSwitcher
        lockers={lockers}
        selectedId={warehouseId}
        onSelect={(warehouse) => go({ warehouse, keyword: '', page: 1 })}
      />
      <SuiteSearchForm
        key={filter.keyword}
        keyword={filter.keyword}
        onSearch={(keyword) => go({ keyword, page: 1 })}
      />
      <Tabs
        label={t('suite.list.tabsLabel')}
        items={tabs}
        selectedId={filter.tab}
        onSelect={(tab) => go({ tab, page: 1 })}
      >
        {isReadyToSend ? (
          <ShipSelectionBar
            selection={selection}
            warehouseId={warehouseId}
            selectionWarehouseName={
              selectionLocker
                ? formatCountryName(
                    selectionLocker.address.countryCode,
                    locale,
                    selectionLocker.address.country,
                  )
                : ''
            }
            onClear={() => onSelectionChange(EMPTY_SHIP_SELECTION)}
          />
        ) : null}
        {filter.tab === 'preparing' || filter.tab === 'delivered' ? (
          <CustomerShipmentList stage={filter.tab} warehouseId={warehouseId} />
        ) : null}
        {/* Announced politely: a tab switch or a page turn says what arrived. */}
        <div aria-live="polite" aria-busy={state === 'loading'}>
          <QueryState
            query={query}
            isEmpty={(result) => result.items.length === 0}
            empty={
              filter.keyword
                ? t('suite.list.emptySearch', { keyword: filter.keyword })
                : t('suite.list.empty')
            }
            errorTitle={t('suite.list.loadFailed')}
          >
            {(result) => (
              <SuitePackageTable
                packages={result.items}
                listHref={listHref}
                shipRequests={filter.tab === 'preparing' ? shipRequests.data : undefined}
                selection={
                  isReadyToSend
                    ? {
                        isChosen: (pkg) => selection.packageIds.includes(pkg.id),
                        canChoose: (pkg) => canJoinShipSelection(selection, pkg.warehouseId),
                        onToggle: (pkg) => onSelectionChange(toggleShipSelection(selection, pkg)),
                      }
                    : undefined
                }
                caption={t('suite.list.caption', {
                  tab: t(`suite.tabs.${filter.tab}`),
                  total: formatNumber(result.total, locale, 0),
                })}
              />
            )}
          </QueryState>
        </div>
        {data ? (
          <PageNavigation page={data.page} pageCount={pageCount} onPage={(page) => go({ page })} />
        ) : null}
      </Tabs>
    </div>
  );
}
