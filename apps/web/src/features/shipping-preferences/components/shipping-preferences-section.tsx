import {
  SetShippingPreferencesBodySchema,
  type ShippingOptionCode,
  type ShippingPreferenceItem,
} from '@skyparcel/domain/pricing';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  type ShippingOptionFees,
  useSetShippingPreferences,
  useShippingOptionFees,
  useShippingPreferenceList,
} from '../api/shipping-preferences';
import '../shipping-preferences.css';

/**
 * The Shipping preferences section of /profile (spec section 3's profile texts; decision 041):
 * the six as check boxes, ticked as kept, each with its fee at every warehouse, and Save. What is
 * kept here is what step 3 of the start-shipment wizard preselects.
 */
export function ShippingPreferencesSection() {
  const { t } = useTranslation();
  const list = useShippingPreferenceList();
  return (
    <section className="shipping-preferences" aria-labelledby="shipping-preferences-title">
      <h2 id="shipping-preferences-title">{t('shipping.preferences.title')}</h2>
      <p>{t('shipping.preferences.lead')}</p>
      {/* The profile states the standard service as 3-5 days, the wizard as 5-7 (spec section 9). */}
      <p>{t('shipping.preferences.standardService')}</p>
      <QueryState query={list} errorTitle={t('shipping.preferences.loadError')}>
        {(items) => <ShippingPreferencesForm items={items} />}
      </QueryState>
    </section>
  );
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

type ShippingPreferencesFormProps = { items: ShippingPreferenceItem[] };

function ShippingPreferencesForm({ items }: ShippingPreferencesFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const locale = useLocale();
  const save = useSetShippingPreferences();
  // Only a hint: without it (still loading, or failed) the boxes work the same.
  const fees = useShippingOptionFees();
  const [notice, setNotice] = useState<Notice>(null);
  const { register, handleSubmit, setError, formState } = useDomainForm(
    SetShippingPreferencesBodySchema,
    { defaultValues: { codes: items.filter((item) => item.isChosen).map((item) => item.code) } },
  );

  function feeHint(item: ShippingPreferenceItem, options: ShippingOptionFees[] | undefined) {
    if (item.isPricedByDeclaredValue) {
      return t('shipping.preferences.insuranceFee');
    }
    const atWarehouses = options?.find((option) => option.code === item.code)?.fees ?? [];
    if (atWarehouses.length === 0) {
      return undefined;
    }
    const list = atWarehouses.map(
      ({ warehouseCode, fee }) => `${warehouseCode} ${formatMoneyDto(fee, locale)}`,
    );
    return t('shipping.preferences.fees', { fees: list.join(' · ') });
  }

  async function handleValid({ codes }: { codes: ShippingOptionCode[] }) {
    setNotice(null);
    try {
      await save.mutateAsync(codes);
      setNotice({ tone: 'success', text: t('shipping.preferences.saved') });
    } catch (error) {
      const text = applyServerErrors(setError, error, t('shipping.preferences.saveFailed'));
      setNotice({ tone: 'error', text });
    }
  }

  return (
    <form
      className="shipping-preferences__form"
      noValidate
      aria-labelledby="shipping-preferences-title"
      onSubmit={handleSubmit(handleValid)}
    >
      <fieldset className="shipping-preferences__choices">
        <legend className="visually-hidden">{t('shipping.preferences.title')}</legend>
        {items.map((item) => (
          <Checkbox
            key={item.code}
            value={item.code}
            label={item.name}
            hint={feeHint(item, fees.data)}
            {...register('codes')}
          />
        ))}
      </fieldset>
      {formState.errors.codes ? (
        <p className="field__error">{translateMessage(formState.errors.codes.message)}</p>
      ) : null}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="button-row">
        <Button type="submit" isLoading={save.isPending}>
          {t('shipping.preferences.save')}
        </Button>
      </div>
    </form>
  );
}
