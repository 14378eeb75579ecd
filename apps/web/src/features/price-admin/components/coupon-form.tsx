import { CURRENCY_DECIMALS } from '@skyparcel/domain/money';
import {
  COUPON_KINDS,
  type CouponBody,
  CouponBodySchema,
  type CouponDto,
} from '@skyparcel/domain/pricing';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-error';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { useSaveCoupon } from '../api/save-coupon';

export type CouponFormProps = {
  /** The coupon to change, or null for a new one. */
  coupon: CouponDto | null;
  onDone: () => void;
};

/** An ISO moment as a datetime-local value in the reader's time zone ('2026-12-31T23:59'). */
function toLocalInput(iso: string | null): string {
  if (!iso) {
    return '';
  }
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Creates a coupon, or changes the chosen one (decisions 031, 045): the same schema as the
 * server, its refusals beside the fields (a code taken, a frozen rule in the alert).
 */
export function CouponForm({ coupon, onDone }: CouponFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const save = useSaveCoupon();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useDomainForm(CouponBodySchema, {
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      percent: coupon?.percent ?? undefined,
      amount: coupon?.amount ?? undefined,
      currency: coupon?.currency ?? '',
      minimum: coupon?.minimum ?? undefined,
      validFrom: toLocalInput(coupon?.validFrom ?? null),
      validUntil: toLocalInput(coupon?.validUntil ?? null),
      usageLimit: coupon?.usageLimit ?? undefined,
      oncePerCustomer: coupon?.oncePerCustomer ?? false,
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  async function handleValid(body: CouponBody) {
    setNotice(null);
    try {
      await save.mutateAsync({ couponId: coupon?.id ?? null, body });
      setNotice({ tone: 'success', text: t('operator.coupons.saved') });
      if (coupon) {
        onDone();
      } else {
        form.reset();
      }
    } catch (error) {
      const message = applyServerErrors(form.setError, error, t('errors.GENERIC'));
      if (Object.keys(isApiError(error) ? (error.fields ?? {}) : {}).length === 0) {
        setNotice({ tone: 'error', text: message });
      }
    }
  }

  return (
    <form className="card price-form" noValidate onSubmit={form.handleSubmit(handleValid)}>
      <h2>
        {coupon
          ? t('operator.coupons.editTitle', { code: coupon.code })
          : t('operator.coupons.createTitle')}
      </h2>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {coupon?.isRuleFrozen ? (
        <Alert tone="info">{t('operator.coupons.frozenNotice')}</Alert>
      ) : null}
      <div className="form-grid form-grid--2">
        {coupon ? null : (
          // A coupon keeps its code: the title names it when changing one.
          <FormField
            label={t('operator.coupons.code')}
            error={translateMessage(errors.code?.message)}
            isRequired
          >
            <Input autoComplete="off" {...form.register('code')} />
          </FormField>
        )}
        <FormField label={t('operator.coupons.kind')}>
          <Select {...form.register('kind')}>
            {COUPON_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`operator.coupons.kinds.${value}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {kind === 'percent' ? (
          <FormField
            label={t('operator.coupons.percent')}
            error={translateMessage(errors.percent?.message)}
            isRequired
          >
            <Input inputMode="decimal" {...form.register('percent', { valueAsNumber: true })} />
          </FormField>
        ) : (
          <FormField
            label={t('operator.coupons.amount')}
            error={translateMessage(errors.amount?.message)}
            isRequired
          >
            <Input inputMode="decimal" {...form.register('amount', { valueAsNumber: true })} />
          </FormField>
        )}
        <FormField
          label={t('operator.coupons.currency')}
          hint={t('operator.coupons.currencyHint')}
          error={translateMessage(errors.currency?.message)}
        >
          <Select {...form.register('currency')}>
            <option value="">{t('common.choose')}</option>
            {Object.keys(CURRENCY_DECIMALS).map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField
          label={t('operator.coupons.minimum')}
          hint={t('operator.coupons.minimumHint')}
          error={translateMessage(errors.minimum?.message)}
        >
          <Input inputMode="decimal" {...form.register('minimum', { valueAsNumber: true })} />
        </FormField>
        <FormField
          label={t('operator.coupons.usageLimit')}
          hint={t('operator.coupons.usageLimitHint')}
          error={translateMessage(errors.usageLimit?.message)}
        >
          <Input inputMode="numeric" {...form.register('usageLimit', { valueAsNumber: true })} />
        </FormField>
        <FormField
          label={t('operator.coupons.validFrom')}
          hint={t('operator.coupons.validFromHint')}
          error={translateMessage(errors.validFrom?.message)}
        >
          <Input type="datetime-local" {...form.register('validFrom')} />
        </FormField>
        <FormField
          label={t('operator.coupons.validUntil')}
          hint={t('operator.coupons.validUntilHint')}
          error={translateMessage(errors.validUntil?.message)}
        >
          <Input type="datetime-local" {...form.register('validUntil')} />
        </FormField>
        <Checkbox
          label={t('operator.coupons.oncePerCustomer')}
          {...form.register('oncePerCustomer')}
        />
      </div>
      <div className="button-row">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {coupon ? t('operator.coupons.save') : t('operator.coupons.create')}
        </Button>
        {coupon ? (
          <Button variant="secondary" onClick={onDone}>
            {t('operator.coupons.cancelEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
