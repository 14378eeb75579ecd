import {
  type AdditionalService,
  AdditionalServicesRequestSchema,
  isInSuite,
  type PackageDetails,
} from '@skyparcel/domain/packages';
import { useState } from 'react';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { TextArea } from '@/components/ui/text-area';
import { isApiError } from '@/lib/api-error';
import { useLocale, useTranslateMessage, useTranslation } from '@/lib/i18n';
import { applyServerErrors, useDomainForm } from '@/lib/use-domain-form';
import { chooseAdditionalServices, usePackageChange } from '../api/change-package';
import { useAdditionalServices, useServiceCharge } from '../api/get-additional-services';
import { usePackageLockers } from '../api/get-package-lockers';
import { formatPackageMoney } from '../package-format';
import '../suite.css';

/**
 * Additional services (spec section 7): the catalogue priced at this package's warehouse, the
 * ones chosen for the package, and while it is in the suite the choice itself, with the comment
 * the spec requires of a service request ('Please add a comment.', section 5). The charge of the
 * ticked services comes from the API in the warehouse's currency; it is billed later with the
 * shipment.
 */
export function PackageServices({ details }: { details: PackageDetails }) {
  const { t } = useTranslation();
  return (
    <section className="card details-page__section" aria-labelledby="package-services-title">
      <h2 id="package-services-title">{t('suite.services.title')}</h2>
      {isInSuite(details.status) ? (
        <ServicesChoice details={details} />
      ) : (
        <ChosenServices details={details} />
      )}
    </section>
  );
}

/** After the package has left the suite: what was chosen, no longer changeable. */
function ChosenServices({ details }: { details: PackageDetails }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const catalogue = useAdditionalServices();
  if (details.additionalServices.length === 0) {
    return <p className="empty-state">{t('suite.services.none')}</p>;
  }
  const nameOf = (code: string) =>
    catalogue.data?.find((service) => service.code === code)?.name ?? code;
  const comment = savedCommentOf(details);
  return (
    <>
      <ul className="service-list">
        {details.additionalServices.map((service) => (
          <li key={service.code}>
            {t('suite.services.option', {
              name: nameOf(service.code),
              price: formatPackageMoney(service.price, locale),
            })}
          </li>
        ))}
      </ul>
      {comment ? (
        <dl className="package-services__comment">
          <dt>{t('suite.services.yourComment')}</dt>
          <dd className="package-comments__text">{comment}</dd>
        </dl>
      ) : null}
    </>
  );
}

/** Every service still to do carries the latest choice's comment (choices before it had none). */
function savedCommentOf(details: PackageDetails): string {
  return details.additionalServices.find((service) => service.comment !== null)?.comment ?? '';
}

type AdditionalServicesBody = z.output<typeof AdditionalServicesRequestSchema>;

function ServicesChoice({ details }: { details: PackageDetails }) {
  const { t } = useTranslation();
  const catalogue = useAdditionalServices();
  return (
    <QueryState query={catalogue} errorTitle={t('suite.services.loadFailed')}>
      {(services) => <ServicesForm details={details} services={services} />}
    </QueryState>
  );
}

type ServicesFormProps = {
  details: PackageDetails;
  services: readonly AdditionalService[];
};

function ServicesForm({ details, services }: ServicesFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lockers = usePackageLockers();
  const translateMessage = useTranslateMessage();
  const save = usePackageChange(chooseAdditionalServices);
  const savedCodes = details.additionalServices.map((service) => service.code);
  const savedComment = savedCommentOf(details);
  const { register, handleSubmit, setError, watch, formState } = useDomainForm(
    AdditionalServicesRequestSchema,
    { defaultValues: { serviceCodes: savedCodes, comment: savedComment } },
  );
  // The ticked boxes, in the catalogue's order; the charge below follows them as they change.
  const selected = watch('serviceCodes');
  const comment = watch('comment') ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The charge route names a state: the warehouse's own (its country when it has none), or '-'
  // when the lockers cannot tell; no price depends on it yet (decision 018).
  const locker = lockers.data?.find((candidate) => candidate.warehouseId === details.warehouseId);
  const stateCode = locker
    ? (locker.address.state ?? locker.address.countryCode)
    : lockers.isPending
      ? ''
      : '-';
  const charge = useServiceCharge(
    {
      warehouseId: details.warehouseId,
      packageId: details.id,
      stateCode,
      serviceCodes: selected,
    },
    stateCode !== '',
  );

  // Only services with a price at this warehouse can be asked for here.
  const offered = services.flatMap((service) => {
    const price = service.prices.find((entry) => entry.warehouseId === details.warehouseId);
    return price ? [{ ...service, price: price.price }] : [];
  });
  if (offered.length === 0) {
    return <p className="empty-state">{t('suite.services.noneOffered')}</p>;
  }
  const isUnchanged =
    selected.length === savedCodes.length &&
    selected.every((code) => savedCodes.includes(code)) &&
    comment.trim() === savedComment;

  async function handleValid(body: AdditionalServicesBody) {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({
        warehouseId: details.warehouseId,
        packageId: details.id,
        ...body,
      });
      setNotice(saved.message);
    } catch (error) {
      const message = applyServerErrors(setError, error, t('errors.GENERIC'));
      // The rule's refusal names the comment and shows beside it, not a second time above.
      setFailure(isApiError(error) && error.fields?.comment ? null : message);
    }
  }
  const choiceError = translateMessage(formState.errors.serviceCodes?.message);
  const clearNews = () => {
    setNotice(null);
    setFailure(null);
  };

  const total =
    selected.length === 0
      ? formatPackageMoney({ amount: 0, currency: details.storageFee.currency }, locale)
      : charge.data
        ? formatPackageMoney(charge.data.total, locale)
        : null;

  return (
    <form className="package-services" noValidate onSubmit={handleSubmit(handleValid)}>
      <p className="field__hint">{t('suite.services.lead')}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <fieldset className="package-services__choices">
        <legend className="visually-hidden">{t('suite.services.choose')}</legend>
        {offered.map((service) => (
          <Checkbox
            key={service.code}
            value={service.code}
            {...register('serviceCodes', { onChange: clearNews })}
            label={t('suite.services.option', {
              name: service.name,
              price: formatPackageMoney(service.price, locale),
            })}
            hint={service.description}
          />
        ))}
        {choiceError ? (
          <p className="field__error" role="alert">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      {/* Asked only with a service to perform: giving them all up needs no words. */}
      {selected.length > 0 ? (
        <FormField
          label={t('suite.services.comment')}
          hint={t('suite.services.commentHint')}
          error={translateMessage(formState.errors.comment?.message)}
          isRequired
        >
          <TextArea rows={3} {...register('comment', { onChange: clearNews })} />
        </FormField>
      ) : null}
      <p className="package-services__charge" aria-live="polite">
        {charge.isError ? (
          <span className="field__error">
            {isApiError(charge.error) ? charge.error.message : t('errors.GENERIC')}
          </span>
        ) : total === null ? (
          t('suite.services.calculating')
        ) : (
          <>
            {t('suite.services.charge')} <strong dir="ltr">{total}</strong>{' '}
            <span className="package-services__note">{t('suite.services.chargeNote')}</span>
          </>
        )}
      </p>
      <Button type="submit" isLoading={save.isPending} isDisabled={isUnchanged}>
        {t('suite.services.save')}
      </Button>
    </form>
  );
}
