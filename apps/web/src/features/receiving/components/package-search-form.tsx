import { PACKAGE_STATUSES, type PackageStatus } from '@skyparcel/domain/packages';
import type { FormEvent } from 'react';
import { packageStatusLabelKey } from '@/components/package-status-badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import type { StaffPackageFilter } from '../api/get-staff-packages';
import '../receiving.css';

type PackageSearchFormProps = {
  filter: StaffPackageFilter;
  onSearch: (filter: Omit<StaffPackageFilter, 'page'>) => void;
};

export function isPackageStatus(value: string | null): value is PackageStatus {
  return (PACKAGE_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * Suite, state, received dates and retailer. Applied with the button only, so a filter never
 * moves the list under a screen reader's feet; the caller keys it by the filter to reset it.
 */
export function PackageSearchForm({ filter, onSearch }: PackageSearchFormProps) {
  const { t } = useTranslation();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const status = text('status');
    onSearch({
      suite: text('suite').toUpperCase(),
      status: isPackageStatus(status) ? status : '',
      from: text('from'),
      to: text('to'),
      retailer: text('retailer'),
    });
  }

  return (
    <search>
      <form className="form-grid package-search-form" onSubmit={handleSubmit}>
        <FormField label={t('operator.packages.suite')}>
          <Input name="suite" defaultValue={filter.suite} maxLength={20} autoComplete="off" />
        </FormField>
        <FormField label={t('operator.packages.status')}>
          <Select name="status" defaultValue={filter.status}>
            <option value="">{t('operator.packages.anyStatus')}</option>
            {PACKAGE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(packageStatusLabelKey(status, 'staff'))}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('operator.packages.from')}>
          <Input type="date" name="from" defaultValue={filter.from} />
        </FormField>
        <FormField label={t('operator.packages.to')}>
          <Input type="date" name="to" defaultValue={filter.to} />
        </FormField>
        <FormField label={t('operator.packages.retailer')}>
          <Input name="retailer" defaultValue={filter.retailer} maxLength={120} />
        </FormField>
        <div className="form-grid__action">
          <Button type="submit">{t('operator.packages.search')}</Button>
        </div>
      </form>
    </search>
  );
}
