import type { ChangeEventHandler, FocusEventHandler, ReactNode, Ref } from 'react';
import { useFieldControl } from './form-field';

export type SelectProps = {
  children: ReactNode;
  name?: string;
  value?: string;
  defaultValue?: string;
  ref?: Ref<HTMLSelectElement>;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
};

/** A native select (accessible and light on phones), wired to the enclosing FormField. */
export function Select({
  children,
  name,
  value,
  defaultValue,
  ref,
  onChange,
  onBlur,
}: SelectProps) {
  const { id, describedBy, isInvalid, isRequired } = useFieldControl();
  return (
    <select
      className="select"
      id={id}
      ref={ref}
      name={name}
      value={value}
      defaultValue={defaultValue}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      aria-required={isRequired || undefined}
      onChange={onChange}
      onBlur={onBlur}
    >
      {children}
    </select>
  );
}
