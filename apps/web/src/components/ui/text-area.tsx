import type { ChangeEventHandler, FocusEventHandler, KeyboardEventHandler, Ref } from 'react';
import { useFieldControl } from './form-field';

export type TextAreaProps = {
  name?: string;
  value?: string;
  defaultValue?: string;
  rows?: number;
  placeholder?: string;
  spellCheck?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
  ref?: Ref<HTMLTextAreaElement>;
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLTextAreaElement>;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
};

export function TextArea({
  name,
  value,
  defaultValue,
  rows = 4,
  placeholder,
  spellCheck,
  dir,
  ref,
  onChange,
  onBlur,
  onKeyDown,
}: TextAreaProps) {
  const { id, describedBy, isInvalid, isRequired } = useFieldControl();
  return (
    <textarea
      className="textarea"
      id={id}
      ref={ref}
      name={name}
      value={value}
      defaultValue={defaultValue}
      rows={rows}
      placeholder={placeholder}
      spellCheck={spellCheck}
      dir={dir}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      onChange={onChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    />
  );
}
