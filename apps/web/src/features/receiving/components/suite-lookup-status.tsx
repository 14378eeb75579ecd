import type { ReactNode } from 'react';
import { Loader } from '@/components/ui/loader';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useSuiteOwner } from '../api/find-suite-owner';
import '../receiving.css';

type SuiteLookupStatusProps = {
  /** The suite number asked for, upper case; empty before any lookup. */
  suiteNumber: string;
};

/**
 * Whose suite the label names, or that nobody's: the clerk sees it before saving, because an
 * unknown number keeps the package unassigned until someone assigns it.
 */
export function SuiteLookupStatus({ suiteNumber }: SuiteLookupStatusProps) {
  const { t } = useTranslation();
  const { data: owner, error, isFetching } = useSuiteOwner(suiteNumber);

  let content: ReactNode = null;
  if (suiteNumber === '') {
    content = <p className="suite-lookup__note">{t('operator.receiving.noSuite')}</p>;
  } else if (isFetching && owner === undefined) {
    content = <Loader label={t('operator.receiving.lookingUp')} />;
  } else if (error) {
    content = (
      <p className="suite-lookup__note suite-lookup__note--error">
        {isApiError(error) ? error.message : t('errors.GENERIC')}
      </p>
    );
  } else if (owner) {
    content = (
      <p className="suite-lookup__note suite-lookup__note--found">
        {t('operator.receiving.suiteFound', {
          name: `${owner.firstName} ${owner.lastName}`,
          suite: owner.suiteNumber,
        })}
      </p>
    );
  } else if (owner === null) {
    content = (
      <p className="suite-lookup__note suite-lookup__note--unknown">
        {t('operator.receiving.suiteUnknown', { suite: suiteNumber })}
      </p>
    );
  }
  // Announced politely: the clerk may already be typing the next field.
  return (
    <div className="suite-lookup" aria-live="polite">
      {content}
    </div>
  );
}
