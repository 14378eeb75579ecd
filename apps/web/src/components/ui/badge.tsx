import type { ReactNode } from 'react';

export type BadgeProps = {
  children: ReactNode;
  tone?: 'neutral' | 'danger' | 'warning' | 'success' | 'info';
};

export function Badge({ children, tone = 'neutral' }: BadgeProps) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
