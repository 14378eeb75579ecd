import { useParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { PackingPanel } from '@/features/packing/components/packing-panel';
import { useTranslation } from '@/lib/i18n';

/** `/staff/packing/:shipRequestId`: one request's packing screen (STAFF and ADMIN). */
export function StaffPackingRequestPage() {
  const { t } = useTranslation();
  const { shipRequestId = '' } = useParams();
  const pageName = t('pages.staffPackingRequest');
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      <p>
        <AppLink to={paths.staffPacking.getHref()}>{t('operator.packing.back')}</AppLink>
      </p>
      <PackingPanel shipRequestId={shipRequestId} />
    </div>
  );
}
