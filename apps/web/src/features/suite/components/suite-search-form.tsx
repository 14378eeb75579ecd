import { SuiteSearchSchema } from '@skyparcel/domain/packages';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useTranslateMessage, useTranslation } from '@/lib/i18n';
import { useDomainForm } from '@/lib/use-domain-form';
import '../suite.css';

export type SuiteSearchFormProps = {
  keyword: string;
  onSearch: (keyword: string) => void;
};

/**
 * Retailer, tracking number or package ID, checked by the list call's own schema; applied with
 * the button, as typing moves nothing.
 */
export function SuiteSearchForm({ keyword, onSearch }: SuiteSearchFormProps) {
  const { t } = useTranslation();
  const translateMessage = useTranslateMessage();
  const { register, handleSubmit, reset, formState } = useDomainForm(SuiteSearchSchema, {
    defaultValues: { keyword },
  });

  function handleValid(search: z.output<typeof SuiteSearchSchema>) {
    onSearch(search.keyword ?? '');
  }

  return (
    <search>
      <form className="form-grid suite-search-form" noValidate onSubmit={handleSubmit(handleValid)}>
        <FormField
          label={t('suite.list.searchLabel')}
          error={translateMessage(formState.errors.keyword?.message)}
        >
          <Input type="search" maxLength={100} {...register('keyword')} />
        </FormField>
        <div className="form-grid__action suite-search-form__actions">
          <Button type="submit">{t('suite.list.search')}</Button>
          {keyword ? (
            <Button
              variant="ghost"
              onClick={() => {
                reset({ keyword: '' });
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
