import '@testing-library/jest-dom/vitest';
import enUS from '@skyparcel/i18n/locales/en-US.json';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';

// A page here is a lazily imported module that Vite transforms on its first import in each test
// file: on a busy 2-core machine that alone can take longer than Testing Library's 1 s default for
// `findBy…`/`waitFor`. Waiting up to 5 s for what a person waits for (the page to appear) keeps the
// tests about behaviour, not about how idle the machine is; a passing test is no slower.
configure({ asyncUtilTimeout: 5_000 });

// Mantine reads these browser APIs, which jsdom does not have.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = () => undefined;
globalThis.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom does not know the <search> landmark element yet (browsers do); React would warn on each
// render. Only that one message is dropped.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('The tag <%s> is unrecognized')) {
    if (args[1] === 'search') {
      return;
    }
  }
  consoleError(...args);
};

// Components render with the real English dictionary, so tests read what visitors read.
await initI18n('en-US', enUS);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
