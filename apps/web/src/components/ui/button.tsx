import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export type ButtonProps = {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
  type?: 'button' | 'submit' | 'reset';
  isLoading?: boolean;
  isDisabled?: boolean;
  onClick?: () => void;
};

export function buttonClassName(variant: ButtonVariant = 'primary', size = 'medium'): string {
  return `button button--${variant}${size === 'small' ? ' button--small' : ''}`;
}

export function Button({
  children,
  variant = 'primary',
  size = 'medium',
  type = 'button',
  isLoading = false,
  isDisabled = false,
  onClick,
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClassName(variant, size)}
      disabled={isDisabled || isLoading}
      aria-busy={isLoading || undefined}
      onClick={onClick}
    >
      {isLoading ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
