import { act, renderHook } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

test('switches on past the threshold and stays on through a small pull-back', () => {
  const { result } = renderHook(() => useScrolledPast(50));
  scrollTo(50);
  expect(result.current).toBe(false);
  scrollTo(55);
  expect(result.current).toBe(true);
  // The header shrinks by ~16 px and the browser pulls the page back: no flicker.
  scrollTo(39);
  expect(result.current).toBe(true);
  scrollTo(20);
  expect(result.current).toBe(false);
});
