import type { OfferCampaignDto, OfferCampaignList } from '@skyparcel/domain/offers';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { useSendOfferCampaign } from '../api/offer-campaigns';
import { OfferCampaignForm } from './offer-campaign-form';

export type OfferCampaignsPanelProps = {
  list: OfferCampaignList;
};

/**
 * `/admin/offers` (ADMIN, decision 056): write an offer, then send a draft once, after a
 * confirmation that says how many customers it reaches; sent ones show when and to how many.
 */
export function OfferCampaignsPanel({ list }: OfferCampaignsPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const send = useSendOfferCampaign();
  const [confirming, setConfirming] = useState<OfferCampaignDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const count = formatNumber(list.optedInCount, locale, 0);

  async function handleSend() {
    if (!confirming) {
      return;
    }
    setError(null);
    try {
      const sent = await send.mutateAsync(confirming.id);
      setConfirming(null);
      setNotice(
        t('operator.offers.sentNotice', {
          subject: sent.texts['en-US'].subject,
          count: formatNumber(sent.recipientCount ?? 0, locale, 0),
        }),
      );
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.GENERIC'));
    }
  }

  return (
    <>
      <OfferCampaignForm />
      <section className="card" aria-labelledby="offer-campaigns-title">
        <h2 id="offer-campaigns-title">{t('operator.offers.listTitle')}</h2>
        <p>{t('operator.offers.optedIn', { count })}</p>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {list.campaigns.length === 0 ? (
          <p>{t('operator.offers.none')}</p>
        ) : (
          <ul>
            {list.campaigns.map((campaign) => (
              <li key={campaign.id} aria-label={campaign.texts['en-US'].subject}>
                <strong>{campaign.texts['en-US'].subject}</strong>{' '}
                <span>
                  {campaign.sentAt
                    ? t('operator.offers.sentOn', {
                        date: formatDateTime(campaign.sentAt, locale),
                        count: formatNumber(campaign.recipientCount ?? 0, locale, 0),
                      })
                    : t('operator.offers.draft', {
                        date: formatDateTime(campaign.createdAt, locale),
                      })}
                </span>{' '}
                {campaign.sentAt ? null : (
                  <Button
                    variant="secondary"
                    size="small"
                    onClick={() => {
                      setError(null);
                      setNotice(null);
                      setConfirming(campaign);
                    }}
                  >
                    {t('operator.offers.send', { subject: campaign.texts['en-US'].subject })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t('operator.offers.confirmTitle')}
          confirmLabel={t('operator.offers.confirmSend', { count })}
          cancelLabel={t('operator.offers.keepDraft')}
          closeLabel={t('operator.offers.close')}
          error={error}
          isLoading={send.isPending}
          onConfirm={() => void handleSend()}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {t('operator.offers.confirmBody', {
              subject: confirming.texts['en-US'].subject,
              count,
            })}
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
