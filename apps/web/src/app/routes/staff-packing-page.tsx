import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isPackingQueueStatus, PackingQueue } from '@/features/packing/components/packing-queue';
import { useStaffWarehouses } from '@/features/receiving/api/get-staff-warehouses';
import { useTranslation } from '@/lib/i18n';

/** `/staff/packing?warehouse=…&status=…` (STAFF and ADMIN): the packing queue (issue 12). */
export function StaffPackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const warehouses = useStaffWarehouses();
  const status = params.get('status');
  const pageName = t('pages.staffPacking');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.packing.queueLead')}</p>
      <p>
        <ButtonLink to={paths.staff.getHref()} variant="secondary" size="small">
          {t('operator.packages.receiveLink')}
        </ButtonLink>
      </p>
      <QueryState query={warehouses}>
        {(list) => (
          <PackingQueue
            warehouses={list}
            warehouseId={params.get('warehouse') ?? ''}
            status={isPackingQueueStatus(status) ? status : ''}
            onFilter={(filter) =>
              void navigate(
                paths.staffPacking.getHref({
                  warehouse: filter.warehouseId,
                  status: filter.status,
                }),
              )
            }
          />
        )}
      </QueryState>
    </div>
  );
}
