import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { type ButtonVariant, buttonClassName } from './button';

export type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'small' | 'medium';
};

/** A link that looks like a button, for navigation (a real `<a>`, so it opens in new tabs). */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  size = 'medium',
}: ButtonLinkProps) {
  return (
    <AppLink to={to} className={buttonClassName(variant, size)}>
      {children}
    </AppLink>
  );
}
