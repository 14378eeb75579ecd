import type { ReportQuery } from '@skyparcel/domain/reports';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { BookingsPerUploadSection } from '@/features/reports/components/bookings-per-upload-section';
import { DeliveryPerformanceSection } from '@/features/reports/components/delivery-performance-section';
import { DutiesAndVatSection } from '@/features/reports/components/duties-and-vat-section';
import { LanesSection } from '@/features/reports/components/lanes-section';
import { OutstandingInvoicesSection } from '@/features/reports/components/outstanding-invoices-section';
import { ReportFilterForm } from '@/features/reports/components/report-filter-form';
import { ShipmentsPerWeekSection } from '@/features/reports/components/shipments-per-week-section';
import { useTranslation } from '@/lib/i18n';
import '@/features/reports/reports.css';

/** The filter lives in the address, so reloads, the back button and shared links keep it. */
function readFilter(params: URLSearchParams): ReportQuery {
  const text = (name: string) => params.get(name) || undefined;
  return {
    dateFrom: text('dateFrom'),
    dateTo: text('dateTo'),
    origin: text('origin'),
    destination: text('destination'),
  };
}

/**
 * `/reports` (SHIPPER and SHIPPER ADMIN; issue 15, decision 055): the company's shipments,
 * lanes, delivery, duties and VAT, outstanding invoices and EDI bookings over one filter, each
 * a chart (loaded with the first one drawn) with its table and its CSV.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const filter = readFilter(searchParams);
  const pageName = t('pages.reports');

  return (
    <div className="container page">
      <DocumentTitle title={pageName} />
      <h1>{pageName}</h1>
      <p className="page__lead">{t('reports.lead')}</p>
      <section className="card" aria-label={t('reports.filter.caption')}>
        <ReportFilterForm
          key={searchParams.toString()}
          filter={filter}
          onApply={(next) => void navigate(paths.reports.getHref(next))}
        />
      </section>
      <div className="reports">
        <ShipmentsPerWeekSection filter={filter} />
        <LanesSection filter={filter} />
        <DeliveryPerformanceSection filter={filter} />
        <DutiesAndVatSection filter={filter} />
        <OutstandingInvoicesSection filter={filter} />
        <BookingsPerUploadSection filter={filter} />
      </div>
    </div>
  );
}
