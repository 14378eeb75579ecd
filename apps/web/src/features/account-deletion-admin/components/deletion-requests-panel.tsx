import type { PendingDeletionRequest } from '@skyparcel/domain/customer-profile';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useConfirmDeletion, usePendingDeletionRequests } from '../api/deletion-requests';

/**
 * The operators' queue of account deletion requests (ADMIN, decision 048): who asked and when,
 * and Erase after a confirmation (personal data erased, invoices and payments kept).
 */
export function DeletionRequestsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const requests = usePendingDeletionRequests();
  const confirm = useConfirmDeletion();
  const [chosen, setChosen] = useState<PendingDeletionRequest | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleConfirm() {
    if (!chosen) {
      return;
    }
    setError(null);
    try {
      await confirm.mutateAsync(chosen.id);
      setChosen(null);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.GENERIC'));
    }
  }

  return (
    <section className="card" aria-labelledby="deletion-requests-title">
      <h2 id="deletion-requests-title">{t('operator.deletionRequests.title')}</h2>
      <QueryState
        query={requests}
        isEmpty={(list) => list.length === 0}
        empty={t('operator.deletionRequests.none')}
      >
        {(list) => (
          <ul>
            {list.map((request) => (
              <li key={request.id}>
                <span>
                  {t('operator.deletionRequests.entry', {
                    name: request.name,
                    email: request.email,
                    date: formatDateTime(request.requestedAt, locale),
                  })}
                </span>{' '}
                <Button variant="secondary" size="small" onClick={() => setChosen(request)}>
                  {t('operator.deletionRequests.erase', { email: request.email })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {chosen ? (
        <ConfirmDialog
          title={t('operator.deletionRequests.confirmTitle')}
          confirmLabel={t('operator.deletionRequests.confirm')}
          cancelLabel={t('operator.deletionRequests.cancel')}
          closeLabel={t('operator.deletionRequests.close')}
          error={error}
          isLoading={confirm.isPending}
          onConfirm={() => void handleConfirm()}
          onCancel={() => {
            setChosen(null);
            setError(null);
          }}
        >
          <p>{t('operator.deletionRequests.confirmBody', { email: chosen.email })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
