import { MAX_TRACKING_NUMBERS, parseTrackingInput } from '@skyparcel/domain/tracking-input';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import '../tracking.css';

export type TrackingSearchFormProps = {
  /** The numbers already searched for, when the form sits on the tracking page. */
  initialValue?: string;
};

/**
 * Up to 10 air waybill or order numbers, checked as the visitor types with the same rule the
 * API runs; a valid list opens `/Tracking?numbers=A,B`.
 */
export function TrackingSearchForm({ initialValue = '' }: TrackingSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(initialValue);
  // "Enter a number" only after the visitor has typed or tried to search, not on arrival.
  const [isTouched, setIsTouched] = useState(initialValue !== '');

  const parsed = parseTrackingInput(value);
  const error =
    isTouched && !parsed.ok
      ? t(`errors.${parsed.code}`, { numbers: parsed.invalid.join(', ') })
      : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsTouched(true);
    if (parsed.ok) {
      void navigate(paths.tracking.getHref(parsed.numbers));
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter searches; Shift+Enter starts a new line for the next number.
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  }

  return (
    <search aria-label={t('tracking.form.title')}>
      {/* Sent before the app runs (a prerendered page, decision 036), the browser itself opens
          the tracking page with the numbers, which it reads from the address. */}
      <form
        ref={formRef}
        className="tracking-form"
        noValidate
        onSubmit={handleSubmit}
        action={paths.tracking.path}
        method="get"
      >
        <FormField
          label={t('tracking.form.label')}
          hint={t('tracking.form.hint', { max: MAX_TRACKING_NUMBERS })}
          error={error}
        >
          <TextArea
            name="numbers"
            rows={2}
            value={value}
            placeholder={t('tracking.form.placeholder')}
            spellCheck={false}
            // Numbers read left to right in every language.
            dir="ltr"
            onChange={(event) => {
              setValue(event.target.value);
              setIsTouched(true);
            }}
            onKeyDown={handleKeyDown}
          />
        </FormField>
        <Button type="submit">{t('tracking.form.submit')}</Button>
      </form>
    </search>
  );
}
