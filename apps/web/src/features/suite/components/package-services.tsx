import { type AdditionalService, isInSuite, type PackageDetails } from '@skyparcel/domain/packages';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { QueryState } from '@/components/ui/query-state';
import { isApiError } from '@/lib/api-error';
import { useLocale, useTranslation } from '@/lib/i18n';
import { chooseAdditionalServices, usePackageChange } from '../api/change-package';
import { useAdditionalServices, useServiceCharge } from '../api/get-additional-services';
import { usePackageLockers } from '../api/get-package-lockers';
import { formatPackageMoney } from '../package-format';

/**
 * Additional services (spec section 7): the catalogue priced at this package's warehouse, the
 * ones chosen for the package, and while it is in the suite the choice itself. The charge of the
 * ticked services comes from the API in the warehouse's currency; it is billed later with the
 * shipment.
 */
export function PackageServices({ details }: { details: PackageDetails }) {
  const { t } = useTranslation();
  return (
    <section className="card package-details__section" aria-labelledby="package-services-title">
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
  return (
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
  );
}

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
  const save = usePackageChange(chooseAdditionalServices);
  const savedCodes = details.additionalServices.map((service) => service.code);
  const [selected, setSelected] = useState<string[]>(savedCodes);
  const [notice, setNotice] = useState<string | null>(null);
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
    selected.length === savedCodes.length && selected.every((code) => savedCodes.includes(code));

  function toggle(code: string, isChecked: boolean) {
    setNotice(null);
    save.reset();
    setSelected((current) =>
      isChecked ? [...current, code] : current.filter((candidate) => candidate !== code),
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(
      { warehouseId: details.warehouseId, packageId: details.id, serviceCodes: selected },
      { onSuccess: (saved) => setNotice(saved.message) },
    );
  }

  const total =
    selected.length === 0
      ? formatPackageMoney({ amount: 0, currency: details.storageFee.currency }, locale)
      : charge.data
        ? formatPackageMoney(charge.data.total, locale)
        : null;

  return (
    <form className="package-services" noValidate onSubmit={handleSubmit}>
      <p className="field__hint">{t('suite.services.lead')}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {save.error ? (
        <Alert tone="error">
          {isApiError(save.error) ? save.error.message : t('errors.GENERIC')}
        </Alert>
      ) : null}
      <fieldset className="package-services__choices">
        <legend className="visually-hidden">{t('suite.services.choose')}</legend>
        {offered.map((service) => (
          <Checkbox
            key={service.code}
            name="serviceCodes"
            label={t('suite.services.option', {
              name: service.name,
              price: formatPackageMoney(service.price, locale),
            })}
            hint={service.description}
            checked={selected.includes(service.code)}
            onChange={(event) => toggle(service.code, event.target.checked)}
          />
        ))}
      </fieldset>
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
