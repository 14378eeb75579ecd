import { useEffect, useState } from 'react';

/**
 * How far back under the threshold the page must scroll before the style switches off again.
 * The scrolled header is about 16 px shorter; without this gap the browser's scroll anchoring
 * pulls the page back under the threshold and the header flickers between its two styles.
 */
export const SCROLL_HYSTERESIS_PX = 24;

/**
 * Whether the page is scrolled more than `threshold` pixels (spec section 2: the header changes
 * style after 50 px); it turns false again only under `threshold - SCROLL_HYSTERESIS_PX`.
 */
export function useScrolledPast(threshold: number): boolean {
  const [isScrolledPast, setIsScrolledPast] = useState(false);

  useEffect(() => {
    function handleScroll() {
      setIsScrolledPast((wasPast) =>
        wasPast ? window.scrollY > threshold - SCROLL_HYSTERESIS_PX : window.scrollY > threshold,
      );
    }
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [threshold]);

  return isScrolledPast;
}
