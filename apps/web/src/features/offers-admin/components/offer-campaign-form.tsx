import { LOCALES } from '@skyparcel/domain/locale';
import { type OfferCampaignBody, OfferCampaignBodySchema } from '@skyparcel/domain/offers';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { TextArea } from '@/components/ui/text-area';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useCreateOfferCampaign } from '../api/offer-campaigns';

const EMPTY = { subject: '', body: '' };

/**
 * Writes the latest-offers e-mail (decision 056): a subject and body per language, English
 * required; a language left empty gets the English text. Saved as a draft, sent from the list.
 */
export function OfferCampaignForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const create = useCreateOfferCampaign();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useDomainForm(OfferCampaignBodySchema, {
    defaultValues: { texts: { 'en-US': EMPTY, no: EMPTY, fr: EMPTY, 'ar-AE': EMPTY } },
  });
  const { errors } = form.formState;

  async function handleValid(body: OfferCampaignBody) {
    setNotice(null);
    try {
      await create.mutateAsync(body);
      setNotice({ tone: 'success', text: t('operator.offers.saved') });
      form.reset();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: applyServerErrors(form.setError, error, t('errors.GENERIC')),
      });
    }
  }

  return (
    <form className="card" noValidate onSubmit={form.handleSubmit(handleValid)}>
      <h2>{t('operator.offers.createTitle')}</h2>
      <p>{t('operator.offers.fallbackHint')}</p>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {LOCALES.map((locale) => (
        <fieldset key={locale} className="form-grid" lang={locale}>
          <legend>{t(`operator.offers.languages.${locale}`)}</legend>
          <FormField
            label={t('operator.offers.subject')}
            error={translateMessage(errors.texts?.[locale]?.subject?.message)}
            isRequired={locale === 'en-US'}
          >
            <Input
              autoComplete="off"
              dir={locale === 'ar-AE' ? 'rtl' : 'auto'}
              {...form.register(`texts.${locale}.subject`)}
            />
          </FormField>
          <FormField
            label={t('operator.offers.body')}
            hint={t('operator.offers.bodyHint')}
            error={translateMessage(errors.texts?.[locale]?.body?.message)}
            isRequired={locale === 'en-US'}
          >
            <TextArea
              rows={5}
              dir={locale === 'ar-AE' ? 'rtl' : 'auto'}
              {...form.register(`texts.${locale}.body`)}
            />
          </FormField>
        </fieldset>
      ))}
      <div className="button-row">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {t('operator.offers.save')}
        </Button>
      </div>
    </form>
  );
}
