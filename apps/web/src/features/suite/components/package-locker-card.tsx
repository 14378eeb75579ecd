import type { PackageLocker } from '@skyparcel/domain/packages';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CountryWithFlag } from '@/components/ui/country-flag';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import { suiteAddressLines, suiteAddressText } from '../suite-address';
import { useCopyToClipboard } from '../use-copy-to-clipboard';
import '../suite.css';

export type PackageLockerCardProps = {
  locker: PackageLocker;
};

/**
 * One warehouse's suite address, a copy button per line and one for the whole address. The
 * outcome of the last copy shows under the address and is announced (aria-live).
 */
export function PackageLockerCard({ locker }: PackageLockerCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const { status, copy } = useCopyToClipboard();
  const countryName = formatCountryName(locker.address.countryCode, locale, locker.address.country);
  const lines = suiteAddressLines(locker.address, countryName);
  const wholeAddress = t('suite.lockers.copyAll');

  return (
    <section className="card locker-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="locker-card__title">
        <CountryWithFlag countryCode={locker.address.countryCode}>
          {t('suite.lockers.heading', { country: countryName, code: locker.warehouseCode })}
        </CountryWithFlag>
      </h2>
      <dl className="locker-card__address">
        {lines.map((line) => {
          const label = t(`suite.lockers.fields.${line.field}`);
          return (
            <div key={line.field} className="locker-card__line">
              <dt className="locker-card__label">{label}</dt>
              <dd className="locker-card__value">
                {/* Addresses abroad are written left to right, also on an Arabic page. */}
                <span dir="ltr">{line.value}</span>
                <button
                  type="button"
                  className="copy-button"
                  onClick={() => void copy(line.value, label)}
                >
                  <span aria-hidden="true">⧉</span>
                  <span className="visually-hidden">
                    {t('suite.lockers.copyField', { field: label })}
                  </span>
                </button>
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="locker-card__actions">
        <Button
          variant="secondary"
          onClick={() => void copy(suiteAddressText(lines), wholeAddress)}
        >
          {wholeAddress}
        </Button>
        <p className="locker-card__status" aria-live="polite">
          {status.state === 'copied'
            ? status.what === wholeAddress
              ? t('suite.lockers.copiedAll')
              : t('suite.lockers.copied', { field: status.what })
            : status.state === 'failed'
              ? t('suite.lockers.copyFailed')
              : null}
        </p>
      </div>
    </section>
  );
}
