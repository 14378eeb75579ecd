import { ButtonLink } from '@/components/ui/button-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { MasterWaybillForm } from '@/features/tracking-scans/components/master-waybill-form';
import { ScanImportForm } from '@/features/tracking-scans/components/scan-import-form';
import { ShipmentScans } from '@/features/tracking-scans/components/shipment-scans';
import { useTranslation } from '@/lib/i18n';

/** `/staff/scans` (STAFF and ADMIN): a shipment's scans and corrections, imports, CAWBs. */
export function StaffScansPage() {
  const { t } = useTranslation();
  const pageName = t('pages.staffScans');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('operator.scans.lead')}</p>
      <p>
        <ButtonLink to={paths.staff.getHref()} variant="secondary" size="small">
          {t('operator.packages.receiveLink')}
        </ButtonLink>
      </p>
      <div className="card scan-screen__card">
        <ShipmentScans />
      </div>
      <div className="card scan-screen__card">
        <ScanImportForm />
      </div>
      <div className="card scan-screen__card">
        <MasterWaybillForm />
      </div>
    </div>
  );
}
