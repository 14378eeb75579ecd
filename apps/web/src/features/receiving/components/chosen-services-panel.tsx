import type { StaffPackageDetails } from '@skyparcel/domain/packages';
import { formatMoneyDto } from '@skyparcel/i18n/format-money';
import { useAdditionalServices } from '@/features/suite/api/get-additional-services';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../receiving.css';

type ChosenServicesPanelProps = { pkg: StaffPackageDetails };

type ServiceGroup = { comment: string | null; services: StaffPackageDetails['additionalServices'] };

/**
 * The additional services the customer asked for on this package, with the comment they gave
 * (spec section 5: required), for the warehouse team who perform them. Services asked for
 * together share a comment; one performed under an earlier choice keeps that choice's own.
 */
export function ChosenServicesPanel({ pkg }: ChosenServicesPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const catalogue = useAdditionalServices();
  if (pkg.additionalServices.length === 0) {
    return null;
  }
  const nameOf = (code: string) =>
    catalogue.data?.find((service) => service.code === code)?.name ?? code;
  const groups: ServiceGroup[] = [];
  for (const service of pkg.additionalServices) {
    const group = groups.find((candidate) => candidate.comment === service.comment);
    if (group) {
      group.services.push(service);
    } else {
      groups.push({ comment: service.comment, services: [service] });
    }
  }
  return (
    <section className="card" aria-labelledby="package-services-title">
      <h2 id="package-services-title">{t('operator.package.servicesTitle')}</h2>
      {groups.map((group) => (
        <div key={group.services[0]?.code} className="chosen-services">
          <ul>
            {group.services.map((service) => (
              <li key={service.code}>
                {t('suite.services.option', {
                  name: nameOf(service.code),
                  price: formatMoneyDto(service.price, locale),
                })}
              </li>
            ))}
          </ul>
          <dl className="package-facts">
            <dt>{t('operator.package.servicesComment')}</dt>
            <dd className="package-facts__value package-comments__text">
              {group.comment ?? t('operator.package.servicesNoComment')}
            </dd>
          </dl>
        </div>
      ))}
    </section>
  );
}
