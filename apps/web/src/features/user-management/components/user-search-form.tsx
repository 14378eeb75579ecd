import {
  USER_LIST_STATUSES,
  type UserListStatus,
  UserSearchSchema,
} from '@skyparcel/domain/accounts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import '../user-management.css';

export type UserSearchFormProps = {
  keyword: string;
  status: UserListStatus;
  onSearch: (search: { keyword: string; status: UserListStatus }) => void;
};

/**
 * Search by name, e-mail or suite number, and the review-state filter, checked by the list
 * call's own schema. Applied with the button only, so choosing a filter never moves the page
 * under a screen reader's feet.
 */
export function UserSearchForm({ keyword, status, onSearch }: UserSearchFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { register, handleSubmit, formState } = useDomainForm(UserSearchSchema, {
    defaultValues: { keyword, status },
  });

  function handleValid(search: z.output<typeof UserSearchSchema>) {
    onSearch({ keyword: search.keyword ?? '', status: search.status });
  }

  return (
    <search>
      <form className="form-grid user-search-form" noValidate onSubmit={handleSubmit(handleValid)}>
        <FormField
          label={t('operator.users.search')}
          hint={t('operator.users.searchHint')}
          error={translateMessage(formState.errors.keyword?.message)}
        >
          <Input type="search" maxLength={100} {...register('keyword')} />
        </FormField>
        <FormField label={t('operator.users.show')}>
          <Select {...register('status')}>
            {USER_LIST_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`operator.users.filters.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="form-grid__action">
          <Button type="submit">{t('operator.users.search')}</Button>
        </div>
      </form>
    </search>
  );
}
