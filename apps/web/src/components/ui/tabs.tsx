import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export type TabItem<T extends string> = {
  id: T;
  /** Already translated; may carry more than words, such as a count. */
  label: ReactNode;
};

export type TabsProps<T extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  items: readonly TabItem<T>[];
  selectedId: T;
  onSelect: (id: T) => void;
  /** The selected tab's panel. */
  children: ReactNode;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys move between tabs (mirrored in right-to-left),
 * Home and End jump to the ends.
 */
export function Tabs<T extends string>({
  label,
  items,
  selectedId,
  onSelect,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selectedId);
    const isRtl = listRef.current ? getComputedStyle(listRef.current).direction === 'rtl' : false;
    const step = { ArrowRight: isRtl ? -1 : 1, ArrowLeft: isRtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) {
      next = (index + step + items.length) % items.length;
    } else if (event.key === 'Home') {
      next = 0;
    } else if (event.key === 'End') {
      next = items.length - 1;
    }
    const item = next === undefined ? undefined : items[next];
    if (!item) {
      return;
    }
    event.preventDefault();
    onSelect(item.id);
    document.getElementById(tabId(item.id))?.focus();
  }

  return (
    <div className="tabs">
      <div
        className="tabs__list"
        role="tablist"
        aria-label={label}
        ref={listRef}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selectedId;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              className="tabs__tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div className="tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(selectedId)}>
        {children}
      </div>
    </div>
  );
}
