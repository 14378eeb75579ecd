import { type RefObject, useEffect, useRef } from 'react';

type DismissOptions = {
  isOpen: boolean;
  close: () => void;
  /** The button and what it opens: a press inside does not close. */
  containerRef: RefObject<HTMLElement | null>;
  /** Gets focus back on Escape. */
  buttonRef: RefObject<HTMLElement | null>;
};

/**
 * Closes a menu or panel that hangs under a header button: Escape closes it and gives focus back
 * to the button, and a press anywhere else closes it too.
 */
export function useDismiss({ isOpen, close, containerRef, buttonRef }: DismissOptions) {
  // The listeners are added once per opening; they call the latest `close`.
  const latestClose = useRef(close);
  latestClose.current = close;

  useEffect(() => {
    if (!isOpen) {
      return;
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        latestClose.current();
        buttonRef.current?.focus();
      }
    }
    function handlePointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) {
        latestClose.current();
      }
    }
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('pointerdown', handlePointerDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('pointerdown', handlePointerDown);
    };
  }, [isOpen, containerRef, buttonRef]);
}
