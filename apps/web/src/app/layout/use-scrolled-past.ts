import { useEffect, useState } from 'react';

/** Whether the page is scrolled more than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  const [isScrolledPast, setIsScrolledPast] = useState(false);

  useEffect(() => {
    function handleScroll() {
      setIsScrolledPast(window.scrollY > threshold);
    }
    handleScroll();
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => window.removeEventListener('scroll', handleScroll);
  }, [threshold]);

  return isScrolledPast;
}
