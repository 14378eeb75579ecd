import { parseTrackingInput } from '@skyparcel/domain/tracking-input';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { TrackingResults } from '@/features/tracking/components/tracking-results';
import { TrackingSearchForm } from '@/features/tracking/components/tracking-search-form';
import { useTranslation } from '@/lib/i18n';

/** `/Tracking?numbers=A,B`: each number's status and timeline, and a box to change the numbers. */
export function TrackingPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const numbers = searchParams.get('numbers') ?? '';
  const parsed = numbers ? parseTrackingInput(numbers) : undefined;

  return (
    <div className="container page">
      <DocumentTitle title={t('pages.tracking')} />
      <h1>{t('tracking.page.title')}</h1>
      <p className="page__lead">{t('tracking.page.lead')}</p>
      <div className="card tracking-page__form">
        <TrackingSearchForm key={numbers} initialValue={numbers.split(',').join(', ')} />
      </div>
      {parsed?.ok ? <TrackingResults numbers={parsed.numbers} /> : null}
    </div>
  );
}
