import {
  type ChangeEventHandler,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  useId,
} from 'react';

export type CheckboxProps = {
  /** Already translated. */
  label: ReactNode;
  name?: string;
  /** Sent with the form when ticked (a group of boxes shares one name). */
  value?: string;
  defaultChecked?: boolean;
  ref?: Ref<HTMLInputElement>;
  /** Already translated text. */
  error?: string | undefined;
  /** Already translated; read after the label, such as what a choice means. */
  hint?: ReactNode;
  /** Set for a controlled checkbox; left out, the box keeps its own state. */
  checked?: boolean;
  isRequired?: boolean;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
};

/** A checkbox with its label after the box and its error below, tied by aria-describedby. */
export function Checkbox({
  label,
  name,
  value,
  defaultChecked,
  ref,
  error,
  hint,
  checked,
  isRequired = false,
  onChange,
  onBlur,
}: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={`checkbox${error ? ' checkbox--invalid' : ''}`}>
      <input
        className="checkbox__input"
        type="checkbox"
        id={id}
        ref={ref}
        name={name}
        value={value}
        defaultChecked={defaultChecked}
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy || undefined}
        onChange={onChange}
        onBlur={onBlur}
      />
      <label className="checkbox__label" htmlFor={id}>
        {label}
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="field__hint checkbox__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error checkbox__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
