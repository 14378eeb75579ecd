import { DocumentTitle } from '@/components/ui/document-title';
import { EdiTemplateDownload } from '@/features/edi-booking/components/edi-template-download';
import { EdiUploadForm } from '@/features/edi-booking/components/edi-upload-form';
import { EdiUploadList } from '@/features/edi-booking/components/edi-upload-list';
import { useTranslation } from '@/lib/i18n';
import '@/features/edi-booking/edi-booking.css';

/**
 * `/edi-booking` (SHIPPER, SHIPPER ADMIN; decision 054): the template, the upload with its
 * progress and per-row problems, and the company's uploads with their labels and reports.
 */
export function EdiBookingPage() {
  const { t } = useTranslation();
  const pageName = t('pages.ediBooking');
  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('ediBooking.page.lead')}</p>
      <EdiTemplateDownload />
      <EdiUploadForm />
      <EdiUploadList />
    </div>
  );
}
