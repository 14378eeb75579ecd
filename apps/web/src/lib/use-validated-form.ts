import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';

/** A message (usually an i18n key) per field; a field without one is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

/** Errors as react-hook-form's `formState.errors` holds them. */
export type FieldErrorsState<Values> = Partial<Record<keyof Values & string, { message: string }>>;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export type ValidatedFormOptions<Values> = {
  defaultValues: Values;
  /** Checks the whole form; the hook shows only the messages of the fields it has looked at. */
  validate: (values: Values) => FieldErrors<Values>;
};

/**
 * Form state for pages that load with the home page, where react-hook-form (13 KB gzipped) would
 * break the page's budget (decisions 014 and 031). It answers the part of react-hook-form's API
 * the portal's forms use (`register`, `handleSubmit`, `setError`, `formState.errors`, `watch`), so
 * a form reads the same either way, and keeps the `onTouched` habit of `useDomainForm`: a field is
 * checked when it loses focus, then on every change, and every field on submit, which focuses the
 * first invalid one.
 */
export function useValidatedForm<Values extends Record<string, string>>({
  defaultValues,
  validate,
}: ValidatedFormOptions<Values>) {
  type Name = keyof Values & string;
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  // Refs, not state: they decide when to check, and never change what is on screen by themselves.
  const latestValues = useRef(values);
  const touched = useRef(new Set<Name>());
  const isSubmitted = useRef(false);

  function checkField(name: Name, nextValues: Values) {
    const message = validate(nextValues)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function register(name: Name) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<FieldElement>) => {
        // A select offers only values of its field's type, so the text fits `Values`.
        const nextValues = { ...latestValues.current, [name]: event.target.value } as Values;
        latestValues.current = nextValues;
        setValues(nextValues);
        if (isSubmitted.current || touched.current.has(name)) {
          checkField(name, nextValues);
        }
      },
      onBlur: () => {
        touched.current.add(name);
        checkField(name, latestValues.current);
      },
    };
  }

  function handleSubmit(onValid: (values: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      isSubmitted.current = true;
      const nextErrors = validate(latestValues.current);
      setErrors(nextErrors);
      const invalidNames = new Set(
        Object.entries(nextErrors).flatMap(([name, message]) => (message ? [name] : [])),
      );
      // In the order the form shows its fields, as react-hook-form focuses them.
      const firstInvalid = [...event.currentTarget.elements].find(
        (element): element is FieldElement =>
          'name' in element && typeof element.name === 'string' && invalidNames.has(element.name),
      );
      if (firstInvalid) {
        firstInvalid.focus();
        return;
      }
      onValid(latestValues.current);
    };
  }

  /** Shows a message the server sent for a field; the field's next check replaces it. */
  const setError = useCallback((name: Name, error: { message: string }) => {
    setErrors((current) => ({ ...current, [name]: error.message }));
  }, []);

  const errorsState: FieldErrorsState<Values> = {};
  for (const [name, message] of Object.entries(errors)) {
    if (message) {
      errorsState[name as Name] = { message };
    }
  }

  return {
    register,
    handleSubmit,
    setError,
    formState: { errors: errorsState },
    watch: () => values,
  };
}
