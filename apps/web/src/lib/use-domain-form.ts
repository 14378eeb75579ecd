import { zodResolver } from '@hookform/resolvers/zod';
import {
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
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
 * A schema fetched with its code when the form first checks a field, for a form on a page that
 * must start light (a prerendered public page, decision 036): zod and the schema stay out of the
 * page's first scripts. Declare it once per module, `() => import('./x-schema').then(…)`.
 */
export type SchemaLoader<Schema extends FormSchema> = () => Promise<Schema>;

/** The error a form gets when its schema could not be downloaded: see `areChecksUnavailable`. */
const CHECKS_UNAVAILABLE = 'checksUnavailable';

/** In a submit handler for invalid input: true when the checks could not run at all. */
export function areChecksUnavailable(errors: object): boolean {
  return Object.hasOwn(errors, CHECKS_UNAVAILABLE);
}

const loadedSchemas = new WeakMap<SchemaLoader<FormSchema>, Promise<FormSchema>>();

function lazyZodResolver<Schema extends FormSchema>(
  load: SchemaLoader<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, context, options) => {
    let loading = loadedSchemas.get(load) as Promise<Schema> | undefined;
    if (!loading) {
      loading = load();
      loadedSchemas.set(load, loading);
    }
    let loaded: Schema;
    try {
      loaded = await loading;
    } catch {
      // The download failed (offline, a new release): tried again at the next check. Not a
      // `root` error, which handleSubmit drops before deciding, so the input would pass as valid.
      loadedSchemas.delete(load);
      const errors: Record<string, FieldError> = {
        [CHECKS_UNAVAILABLE]: { type: 'unavailable', message: 'errors.GENERIC' },
      };
      return { values: {}, errors: errors as FieldErrors<z.input<Schema>> };
    }
    return zodResolver(loaded)(values, context, options);
  };
}

/**
 * The one way a form of the portal starts (decision 031): react-hook-form checked by the schema
 * the server runs, from packages/domain, so both refuse the same input with the same i18n keys.
 * A field is checked when it loses focus, then on each change, and all on submit, which focuses
 * the first invalid field. The submit handler receives the schema's output (trimmed, coerced).
 * `schema` may be a `SchemaLoader` on a page that must start light.
 */
export function useDomainForm<Schema extends FormSchema>(
  schema: Schema | SchemaLoader<Schema>,
  options: DomainFormOptions<Schema> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: typeof schema === 'function' ? lazyZodResolver(schema) : zodResolver(schema),
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
