import type { ReactNode } from 'react';

export type AlertProps = {
  tone: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
  title?: ReactNode;
};

/** A message box; errors are announced at once, other messages (warnings too) politely. */
export function Alert({ tone, children, title }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div className="alert__body">{children}</div>
    </div>
  );
}
