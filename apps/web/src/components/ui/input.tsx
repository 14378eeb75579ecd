import type { ChangeEventHandler, FocusEventHandler, HTMLInputTypeAttribute, Ref } from 'react';
import { useFieldControl } from './form-field';

export type InputProps = {
  name?: string;
  type?: HTMLInputTypeAttribute;
  value?: string;
  defaultValue?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'search' | 'tel';
  dir?: 'ltr' | 'rtl' | 'auto';
  maxLength?: number;
  /** The file types a `type="file"` input offers to pick. */
  accept?: string;
  ref?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
};

/** A text input wired to the enclosing FormField's label, hint and error. */
export function Input({
  name,
  type = 'text',
  value,
  defaultValue,
  placeholder,
  autoComplete,
  inputMode,
  dir,
  maxLength,
  accept,
  ref,
  onChange,
  onBlur,
}: InputProps) {
  const { id, describedBy, isInvalid, isRequired } = useFieldControl();
  return (
    <input
      className="input"
      id={id}
      ref={ref}
      name={name}
      type={type}
      value={value}
      defaultValue={defaultValue}
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode={inputMode}
      dir={dir}
      maxLength={maxLength}
      accept={accept}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
