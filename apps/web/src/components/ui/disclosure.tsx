import type { ReactNode } from 'react';

export type DisclosureProps = {
  summary: ReactNode;
  children: ReactNode;
};

/** One accordion item on the native `<details>` element: keyboard and screen-reader ready. */
export function Disclosure({ summary, children }: DisclosureProps) {
  return (
    <details className="disclosure">
      <summary className="disclosure__summary">{summary}</summary>
      <div className="disclosure__body">{children}</div>
    </details>
  );
}
