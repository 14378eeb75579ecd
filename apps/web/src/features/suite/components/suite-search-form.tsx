import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n';
import '../suite.css';

export type SuiteSearchFormProps = {
  keyword: string;
  onSearch: (keyword: string) => void;
};

/** Retailer, tracking number or package ID; applied with the button, as typing moves nothing. */
export function SuiteSearchForm({ keyword, onSearch }: SuiteSearchFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(keyword);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <search>
      <form className="form-grid suite-search-form" onSubmit={handleSubmit}>
        <FormField label={t('suite.list.searchLabel')}>
          <Input
            type="search"
            name="keyword"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </FormField>
        <div className="form-grid__action suite-search-form__actions">
          <Button type="submit">{t('suite.list.search')}</Button>
          {keyword ? (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft('');
                onSearch('');
              }}
            >
              {t('suite.list.clear')}
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
