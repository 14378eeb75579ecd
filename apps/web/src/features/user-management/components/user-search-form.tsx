import { USER_LIST_STATUSES, type UserListStatus } from '@skyparcel/domain/accounts';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n';
import '../user-management.css';

export type UserSearchFormProps = {
  keyword: string;
  status: UserListStatus;
  onSearch: (search: { keyword: string; status: UserListStatus }) => void;
};

function isUserListStatus(value: string): value is UserListStatus {
  return (USER_LIST_STATUSES as readonly string[]).includes(value);
}

/**
 * Search by name, e-mail or suite number, and the review-state filter. Applied with the button
 * only, so choosing a filter never moves the page under a screen reader's feet.
 */
export function UserSearchForm({ keyword, status, onSearch }: UserSearchFormProps) {
  const { t } = useTranslation();
  const [draftKeyword, setDraftKeyword] = useState(keyword);
  const [draftStatus, setDraftStatus] = useState<UserListStatus>(status);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ keyword: draftKeyword.trim(), status: draftStatus });
  }

  return (
    <search>
      <form className="form-grid user-search-form" onSubmit={handleSubmit}>
        <FormField label={t('operator.users.search')} hint={t('operator.users.searchHint')}>
          <Input
            type="search"
            name="keyword"
            value={draftKeyword}
            maxLength={100}
            onChange={(event) => setDraftKeyword(event.target.value)}
          />
        </FormField>
        <FormField label={t('operator.users.show')}>
          <Select
            name="status"
            value={draftStatus}
            onChange={(event) => {
              if (isUserListStatus(event.target.value)) {
                setDraftStatus(event.target.value);
              }
            }}
          >
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
