import type { EdiFileFormat } from '@skyparcel/domain/edi-booking';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n';
import { downloadEdiFile } from '../api/download-edi-file';
import { EdiBookingCountries } from './edi-booking-countries';

/**
 * The template in XLSX or CSV (GET /Booking/edi-template); 'Template download failed.' on error.
 * Below it, the countries the rows may name.
 */
export function EdiTemplateDownload() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<EdiFileFormat | null>(null);
  const [failed, setFailed] = useState(false);

  async function handleDownload(format: EdiFileFormat) {
    setLoading(format);
    setFailed(false);
    try {
      await downloadEdiFile(
        { method: 'GET', path: '/Booking/edi-template', query: { format } },
        `edi-booking-template.${format}`,
      );
    } catch {
      setFailed(true);
    } finally {
      setLoading(null);
    }
  }

  return (
    <section className="card edi-booking__section" aria-labelledby="edi-template-heading">
      <h2 id="edi-template-heading">{t('ediBooking.page.templateHeading')}</h2>
      <p>{t('ediBooking.page.templateLead')}</p>
      <div className="button-row">
        <Button
          variant="secondary"
          isLoading={loading === 'xlsx'}
          onClick={() => void handleDownload('xlsx')}
        >
          {t('ediBooking.page.templateXlsx')}
        </Button>
        <Button
          variant="secondary"
          isLoading={loading === 'csv'}
          onClick={() => void handleDownload('csv')}
        >
          {t('ediBooking.page.templateCsv')}
        </Button>
      </div>
      {failed ? <Alert tone="error">{t('ediBooking.page.templateFailed')}</Alert> : null}
      <EdiBookingCountries />
    </section>
  );
}
