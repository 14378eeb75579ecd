import { createContext, type ReactNode, useContext, useId } from 'react';

type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
};

const FieldContext = createContext<FieldContextValue | null>(null);

export type FormFieldProps = {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  /** Already translated text. */
  error?: string | undefined;
  isRequired?: boolean;
  /** Shown after the control, such as a converted value. */
  addon?: ReactNode;
};

/**
 * Label, control, hint and error of one form field. The control inside (Input, Select, TextArea)
 * takes its id, `aria-describedby` and `aria-invalid` from here. Required fields get an asterisk.
 */
export function FormField({
  label,
  children,
  hint,
  error,
  isRequired = false,
  addon,
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext value={{ id, describedBy, isInvalid: Boolean(error), isRequired }}>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={id}>
          {label}
          {/* Screen readers hear "required" from the control's aria-required instead. */}
          {isRequired ? (
            <span className="field__required" aria-hidden="true">
              {' *'}
            </span>
          ) : null}
        </label>
        <div className="field__control">
          {children}
          {addon ? <span className="field__addon">{addon}</span> : null}
        </div>
        {hint ? (
          <p className="field__hint" id={hintId}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext>
  );
}

/** The enclosing field's ids and state; a control outside a FormField gets its own id. */
export function useFieldControl(): FieldContextValue {
  const fallbackId = useId();
  return (
    useContext(FieldContext) ?? {
      id: fallbackId,
      describedBy: undefined,
      isInvalid: false,
      isRequired: false,
    }
  );
}
