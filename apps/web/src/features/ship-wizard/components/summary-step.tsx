import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useSetShippingPreferences } from '@/features/shipping-preferences/api/shipping-preferences';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useCreateShipRequest } from '../api/create-ship-request';
import { useProfileCoupons } from '../api/get-profile-coupons';
import { getQuoteQueryOptions, type QuoteInput, useQuote } from '../api/get-quote';
import type { ShipWizardChange, ShipWizardState } from '../ship-wizard-state';
import { QuoteLines } from './quote-lines';
import { WizardNavigation } from './wizard-navigation';

export type SummaryStepProps = {
  state: ShipWizardState;
  onChange: ShipWizardChange;
  onBack: () => void;
  onCreated: () => void;
};

/** Codes whose catalogue text says more than 'Error in postShipping' (spec section 4). */
const CLEAR_CREATE_ERRORS = new Set([
  'PACKAGE_NOT_READY',
  'PACKAGE_NOT_FOUND',
  'MIXED_WAREHOUSES',
  'DESTINATION_NOT_SERVED',
  'OPTION_NOT_OFFERED',
  'CONTACT_FORBIDDEN',
  'SHIP_REQUEST_EXISTS',
  'COUPON_NOT_FOUND',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'TOO_MANY_REQUESTS',
  // A rate the month's table lacks: the text names the two currencies (decision 059).
  'PRICE_CURRENCY_UNAVAILABLE',
  // Customs of the destination need a verified identity (decision 047): the alert links to it.
  'IDENTITY_NOT_VERIFIED',
]);

/**
 * Step 4: the quote line by line with its reasons, a coupon, the account credit, the total in the
 * customer's currency, and "Confirm and go to payment", which creates the request at the total
 * shown. If the price moved meanwhile (PRICE_CHANGED) the new quote is shown and asked again.
 */
export function SummaryStep({ state, onChange, onBack, onCreated }: SummaryStepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateShipRequest();
  const savePreferences = useSetShippingPreferences();
  const [couponDraft, setCouponDraft] = useState(state.couponCode);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [isApplying, setIsApplying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; isIdentityNeeded: boolean } | null>(null);
  const input: QuoteInput = {
    warehouseId: state.warehouseId,
    destinationCode: state.destinationCode ?? '',
    packageIds: state.packageIds,
    options: state.options,
    couponCode: state.couponCode,
    justCredit: state.justCredit,
  };
  const quote = useQuote(input);
  // The coupons kept on the profile that a quote would take now (decision 048): one click each.
  const keptCoupons = (useProfileCoupons().data?.coupons ?? []).filter(
    (coupon) => coupon.problem === null && coupon.code !== state.couponCode,
  );

  async function handleApplyCoupon(typed = couponDraft) {
    const code = typed.trim();
    setCouponDraft(code);
    setCouponError(null);
    if (!code) {
      onChange({ couponCode: '' });
      return;
    }
    setIsApplying(true);
    try {
      await queryClient.fetchQuery(getQuoteQueryOptions({ ...input, couponCode: code }));
      onChange({ couponCode: code });
    } catch (error) {
      setCouponError(isApiError(error) ? error.message : t('errors.GENERIC'));
    } finally {
      setIsApplying(false);
    }
  }

  async function handleConfirm() {
    const shown = quote.data;
    if (!shown || !state.contactId) {
      return;
    }
    setFailure(null);
    setNotice(null);
    try {
      await create.mutateAsync({
        packageIds: state.packageIds,
        contactId: state.contactId,
        options: state.options,
        taxId: state.taxId || undefined,
        specialInstructions: state.specialInstructions || undefined,
        couponCode: state.couponCode || undefined,
        justCredit: state.justCredit,
        valuesConfirmed: true,
        quotedTotal: shown.total,
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'PRICE_CHANGED') {
        await quote.refetch();
        setNotice(t('shipping.summary.priceChanged'));
        return;
      }
      setFailure({
        text:
          isApiError(error) && CLEAR_CREATE_ERRORS.has(error.code)
            ? error.message
            : t('errors.SHIPPING_POST_FAILED'),
        isIdentityNeeded: isApiError(error) && error.code === 'IDENTITY_NOT_VERIFIED',
      });
      return;
    }
    // Only once the request exists (decision 041): a refused request keeps nothing.
    if (state.keepAsPreferences) {
      try {
        await savePreferences.mutateAsync(state.options);
      } catch {
        // The request is made and the cart waits: the profile's section can keep them later.
      }
    }
    onCreated();
  }

  return (
    <div className="ship-wizard__step">
      <div className="form-grid form-grid--2 ship-summary__discounts">
        <FormField
          label={t('shipping.summary.coupon')}
          error={couponError ?? undefined}
          addon={
            <Button
              variant="secondary"
              isLoading={isApplying}
              onClick={() => void handleApplyCoupon()}
            >
              {t('shipping.summary.applyCoupon')}
            </Button>
          }
        >
          <Input
            dir="ltr"
            autoComplete="off"
            value={couponDraft}
            onChange={(event) => setCouponDraft(event.target.value)}
          />
        </FormField>
        {keptCoupons.length > 0 ? (
          <fieldset className="button-row ship-summary__kept-coupons">
            <legend className="visually-hidden">{t('shipping.summary.keptCoupons')}</legend>
            {keptCoupons.map((coupon) => (
              <Button
                key={coupon.code}
                variant="ghost"
                size="small"
                onClick={() => void handleApplyCoupon(coupon.code)}
              >
                {t('shipping.summary.useKeptCoupon', { code: coupon.code })}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <Checkbox
          label={t('shipping.summary.useCredit')}
          checked={state.justCredit}
          onChange={(event) => onChange({ justCredit: event.target.checked })}
        />
      </div>
      {state.couponCode ? (
        <p className="ship-summary__coupon" role="status">
          {t('shipping.summary.couponApplied', { code: state.couponCode })}
        </p>
      ) : null}
      <div aria-live="polite" aria-busy={quote.isFetching}>
        <QueryState query={quote} errorTitle={t('shipping.summary.quoteFailed')}>
          {(shown) => <QuoteLines quote={shown} />}
        </QueryState>
      </div>
      {/* The wizard states the standard service as 5-7 days, the profile as 3-5 (spec section 9). */}
      <p className="ship-summary__service">{t('shipping.summary.standardService')}</p>
      {notice ? <Alert tone="info">{notice}</Alert> : null}
      {failure ? (
        <Alert tone="error">
          {failure.text}
          {failure.isIdentityNeeded ? (
            <>
              {' '}
              <AppLink to={paths.profile.getHref()}>{t('shipping.wizard.identityLink')}</AppLink>
            </>
          ) : null}
        </Alert>
      ) : null}
      <WizardNavigation
        onBack={onBack}
        onNext={() => void handleConfirm()}
        nextLabel={t('shipping.summary.confirm')}
        isNextLoading={create.isPending || savePreferences.isPending}
        isNextDisabled={!quote.data || quote.isFetching}
      />
    </div>
  );
}
