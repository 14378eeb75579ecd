import type { SavedCard } from '@skyparcel/domain/payments';
import { UpdateSavedCardBodySchema } from '@skyparcel/domain/payments';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useDeleteSavedCard, useSavedCards, useUpdateSavedCard } from '../api/saved-cards';
import { cardExpiry, cardName } from '../card-name';
import '../saved-cards.css';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * The Saved cards section of /profile (decision 039): the gateway's tokens as brand, last four
 * and expiry, the default first; make default, rename, delete (after a confirmation). Like the
 * Addresses section beside it (decision 033).
 */
export function SavedCards() {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const update = useUpdateSavedCard();
  const remove = useDeleteSavedCard();
  const [notice, setNotice] = useState<Notice>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<SavedCard | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  function failureText(error: unknown) {
    return isApiError(error) ? error.message : t('payments.savedCards.actionFailed');
  }

  async function handleMakeDefault(card: SavedCard) {
    setNotice(null);
    try {
      await update.mutateAsync({ id: card.id, body: { isDefault: true } });
      setNotice({ tone: 'success', text: t('payments.savedCards.defaultChanged') });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error) });
    }
  }

  async function handleConfirmDelete() {
    if (!toDelete) {
      return;
    }
    setDeleteError(null);
    try {
      const { message } = await remove.mutateAsync(toDelete.id);
      setToDelete(null);
      setNotice({ tone: 'success', text: message });
    } catch (error) {
      setDeleteError(failureText(error));
    }
  }

  return (
    <section className="saved-cards" aria-labelledby="saved-cards-title">
      <h2 id="saved-cards-title">{t('payments.savedCards.title')}</h2>
      <p>{t('payments.savedCards.lead')}</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <QueryState
        query={cards}
        isEmpty={(list) => list.length === 0}
        empty={t('payments.savedCards.empty')}
        errorTitle={t('payments.savedCards.loadError')}
      >
        {(list) => (
          <ul className="saved-cards__list">
            {list.map((card) => (
              <li key={card.id} className="saved-card" aria-label={cardName(t, card)}>
                <div className="saved-card__head">
                  <strong>{card.label ?? cardName(t, card)}</strong>
                  {card.isDefault ? (
                    <Badge tone="success">{t('payments.savedCards.default')}</Badge>
                  ) : null}
                </div>
                {card.label ? <span>{cardName(t, card)}</span> : null}
                <span>{cardExpiry(t, card)}</span>
                {renaming === card.id ? (
                  <RenameCardForm
                    card={card}
                    onDone={(isSaved) => {
                      setRenaming(null);
                      if (isSaved) {
                        setNotice({ tone: 'success', text: t('payments.savedCards.renamed') });
                      }
                    }}
                  />
                ) : (
                  <div className="button-row">
                    {card.isDefault ? null : (
                      <Button
                        variant="secondary"
                        size="small"
                        isLoading={update.isPending && update.variables?.id === card.id}
                        onClick={() => handleMakeDefault(card)}
                      >
                        {t('payments.savedCards.setDefault')}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      size="small"
                      onClick={() => {
                        setNotice(null);
                        setRenaming(card.id);
                      }}
                    >
                      {t('payments.savedCards.rename')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="small"
                      onClick={() => {
                        setDeleteError(null);
                        setToDelete(card);
                      }}
                    >
                      {t('payments.savedCards.delete')}
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {toDelete ? (
        <ConfirmDialog
          title={t('payments.savedCards.deleteTitle')}
          confirmLabel={t('payments.savedCards.delete')}
          cancelLabel={t('payments.savedCards.cancel')}
          closeLabel={t('payments.savedCards.close')}
          error={deleteError}
          isLoading={remove.isPending}
          onConfirm={handleConfirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p>{t('payments.savedCards.deleteBody', { last4: toDelete.last4 })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

type RenameCardFormProps = { card: SavedCard; onDone: (isSaved: boolean) => void };

function RenameCardForm({ card, onDone }: RenameCardFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const update = useUpdateSavedCard();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(UpdateSavedCardBodySchema, {
    defaultValues: { label: card.label ?? '' },
  });

  async function handleValid(body: { label?: string | null | undefined }) {
    setFailure(null);
    try {
      await update.mutateAsync({ id: card.id, body: { label: body.label ?? null } });
      onDone(true);
    } catch (error) {
      setFailure(applyServerErrors(setError, error, t('payments.savedCards.actionFailed')));
    }
  }

  return (
    <form className="saved-card__rename" noValidate onSubmit={handleSubmit(handleValid)}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <FormField
        label={t('payments.savedCards.nameLabel')}
        error={translateMessage(formState.errors.label?.message)}
      >
        <Input maxLength={40} {...register('label')} />
      </FormField>
      <div className="button-row">
        <Button type="submit" size="small" isLoading={update.isPending}>
          {t('payments.savedCards.save')}
        </Button>
        <Button variant="ghost" size="small" onClick={() => onDone(false)}>
          {t('payments.savedCards.cancel')}
        </Button>
      </div>
    </form>
  );
}
