import {
  type AddProfileCouponBody,
  AddProfileCouponBodySchema,
  type CouponRule,
  type ProfileCoupons,
} from '@skyparcel/domain/customer-profile';
import { formatMoney } from '@skyparcel/i18n/format-money';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatPercent } from '@/lib/format';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import {
  useAddProfileCoupon,
  useProfileCoupons,
  useRemoveProfileCoupon,
} from '../api/profile-coupons';

/**
 * The profile's Membership and coupons (issue 14, decision 048): the membership level and its
 * discount, the coupons kept for the wizard with their rules, and a code to add.
 */
export function MembershipCouponsSection() {
  const { t } = useTranslation();
  const coupons = useProfileCoupons();
  return (
    <section className="profile-section" aria-labelledby="membership-coupons-title">
      <h2 id="membership-coupons-title">{t('profilePage.coupons.title')}</h2>
      <QueryState query={coupons} errorTitle={t('profilePage.coupons.loadError')}>
        {(data) => <MembershipAndCoupons data={data} />}
      </QueryState>
      <AddCouponForm />
    </section>
  );
}

function MembershipAndCoupons({ data }: { data: ProfileCoupons }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const remove = useRemoveProfileCoupon();
  const { level, discountBasisPoints } = data.membership;
  return (
    <>
      <p>
        {discountBasisPoints
          ? t('profilePage.coupons.membership', {
              level,
              percent: formatPercent(discountBasisPoints / 100, locale),
            })
          : t('profilePage.coupons.membershipNone', { level })}
      </p>
      {data.coupons.length === 0 ? (
        <p>{t('profilePage.coupons.none')}</p>
      ) : (
        <ul className="profile-coupons" aria-label={t('profilePage.coupons.listLabel')}>
          {data.coupons.map((coupon) => (
            <li key={coupon.code} className="profile-coupons__item" aria-label={coupon.code}>
              <strong dir="ltr">{coupon.code}</strong>
              <span>{describeRule(coupon, t, locale)}</span>
              {coupon.problem ? (
                <span className="field__error">
                  {t(`errors.${coupon.problem}`, {
                    code: coupon.code,
                    date: coupon.validUntil ? formatDateTime(coupon.validUntil, locale) : '',
                  })}
                </span>
              ) : null}
              <Button
                variant="ghost"
                size="small"
                isLoading={remove.isPending && remove.variables === coupon.code}
                onClick={() => remove.mutate(coupon.code)}
              >
                {t('profilePage.coupons.remove', { code: coupon.code })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** '20% off freight and preferences · from 20.00 USD · until 1 Dec 2026 · once per customer'. */
function describeRule(coupon: CouponRule, t: Translate, locale: ReturnType<typeof useLocale>) {
  const parts = [
    coupon.percentBasisPoints !== null
      ? t('profilePage.coupons.percentOff', {
          percent: formatPercent(coupon.percentBasisPoints / 100, locale),
        })
      : t('profilePage.coupons.amountOff', {
          amount: coupon.amount ? formatMoney(coupon.amount, locale) : '',
        }),
  ];
  if (coupon.minimum) {
    parts.push(t('profilePage.coupons.minimum', { amount: formatMoney(coupon.minimum, locale) }));
  }
  if (coupon.validUntil) {
    parts.push(t('profilePage.coupons.until', { date: formatDateTime(coupon.validUntil, locale) }));
  }
  if (coupon.oncePerCustomer) {
    parts.push(t('profilePage.coupons.oncePerCustomer'));
  }
  if (coupon.usesLeft !== null) {
    parts.push(t('profilePage.coupons.usesLeft', { count: coupon.usesLeft }));
  }
  return parts.join(' · ');
}

function AddCouponForm() {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const add = useAddProfileCoupon();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useDomainForm(
    AddProfileCouponBodySchema,
    { mode: 'onSubmit', defaultValues: { code: '' } },
  );

  async function handleValid({ code }: AddProfileCouponBody) {
    setNotice(null);
    try {
      await add.mutateAsync(code);
      reset();
      setNotice({
        tone: 'success',
        text: t('profilePage.coupons.added', { code: code.toUpperCase() }),
      });
    } catch (error) {
      if (isApiError(error) && error.code.startsWith('COUPON_')) {
        setError('code', { message: error.message }, { shouldFocus: true });
        return;
      }
      setNotice({ tone: 'error', text: applyServerErrors(setError, error, t('errors.GENERIC')) });
    }
  }

  return (
    <form className="form" noValidate onSubmit={handleSubmit(handleValid)}>
      <FormField
        label={t('profilePage.coupons.code')}
        error={translateMessage(formState.errors.code?.message)}
        addon={
          <Button type="submit" variant="secondary" isLoading={add.isPending}>
            {t('profilePage.coupons.add')}
          </Button>
        }
      >
        <Input dir="ltr" autoComplete="off" {...register('code')} />
      </FormField>
      <div aria-live="polite">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      </div>
    </form>
  );
}
