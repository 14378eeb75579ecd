import type { PackageLocker } from '@skyparcel/domain/packages';
import { CountryFlag } from '@/components/ui/country-flag';
import { formatCountryName } from '@/lib/format';
import { useLocale, useTranslation } from '@/lib/i18n';
import '../suite.css';

export type WarehouseSwitcherProps = {
  lockers: readonly PackageLocker[];
  selectedId: string;
  onSelect: (warehouseId: string) => void;
};

/**
 * One button per warehouse where the customer has a locker; the pressed one is shown. Buttons
 * rather than a select: there are few warehouses, and a tap switches at once.
 */
export function WarehouseSwitcher({ lockers, selectedId, onSelect }: WarehouseSwitcherProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className="warehouse-switcher">
      <legend className="warehouse-switcher__legend">{t('suite.list.warehouse')}</legend>
      {lockers.map((locker) => (
        <button
          key={locker.warehouseId}
          type="button"
          className="warehouse-switcher__option"
          aria-pressed={locker.warehouseId === selectedId}
          onClick={() => onSelect(locker.warehouseId)}
        >
          <CountryFlag countryCode={locker.address.countryCode} isDecorative />{' '}
          {formatCountryName(locker.address.countryCode, locale, locker.address.country)}{' '}
          <span dir="ltr">({locker.warehouseCode})</span>
        </button>
      ))}
    </fieldset>
  );
}
