import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-error';

/** A domain schema whose input is a form's values (text, before coercion). */
type FormSchema = z.ZodType<FieldValues, FieldValues>;

export type DomainFormOptions<Schema extends FormSchema> = Omit<
  UseFormProps<z.input<Schema>, unknown, z.output<Schema>>,
  // react-hook-form focuses the first invalid field on submit unless told not to; no form may.
  'resolver' | 'mode' | 'shouldFocusError'
> & {
  /**
   * 'onSubmit' only for a form in a dialog that focuses its first field on opening, or one whose
   * own buttons add or remove its lines: leaving a field would otherwise show its error at once,
   * and the lines it adds move the controls under the pointer between the press and the release
   * of a click (the item details' Add was lost so after an invalid HS code).
   */
  mode?: 'onTouched' | 'onSubmit';
};

/**
 * The one way a form of the portal starts (decision 031): react-hook-form checked by the schema
 * the server runs, from packages/domain, so both refuse the same input with the same i18n keys.
 * A field is checked when it loses focus, then on each change, and all on submit, which focuses
 * the first invalid field. The submit handler receives the schema's output (trimmed, coerced).
 */
export function useDomainForm<Schema extends FormSchema>(
  schema: Schema,
  options: DomainFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}

/**
 * Puts the messages of a refused call (`fields` of a 400, i18n keys under the names the form
 * uses, such as 'lineItems.0.quantity') on their fields and focuses the first of them. Answers
 * the text for the form's alert: the server's own message, or `fallback` when the call failed
 * without one (network, unexpected error). `fieldNames` renames the few fields the request body
 * names otherwise than the form (the body's `newPassword` is the form's `password`, typed twice).
 */
export function applyServerErrors<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fallback: string,
  fieldNames: Partial<Record<string, FieldPath<NoInfer<Values>>>> = {},
): string {
  if (!isApiError(error)) {
    return fallback;
  }
  Object.entries(error.fields ?? {}).forEach(([name, message], index) => {
    // Otherwise the server names fields as the schema does, which is how the form names them.
    const field = fieldNames[name] ?? (name as FieldPath<Values>);
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return error.message;
}
