import '@testing-library/jest-dom/vitest';
import enUS from '@skyparcel/i18n/locales/en-US.json';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';

// A page here is a lazily imported module that Vite transforms on its first import in each test
// file: on a busy 2-core machine that alone can take longer than Testing Library's 1 s default for
// `findBy…`/`waitFor`. Waiting up to 5 s for what a person waits for (the page to appear) keeps the
// tests about behaviour, not about how idle the machine is; a passing test is no slower.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not scroll; the layout scrolls to the top on each page change.
window.scrollTo = () => undefined;

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

// Files share their worker's jsdom and modules (`isolate: false`, decision 060): what a file may
// leave behind there is undone after it, even when one of its tests failed half-way.
afterAll(() => {
  // The next file imports the app afresh: no lazy page, query client or store keeps this file's
  // state, nor an import this file left half-way when its jsdom was torn down.
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  document.title = '';
  document.body.innerHTML = '';
  for (const attribute of ['lang', 'dir', 'data-app-ready']) {
    document.documentElement.removeAttribute(attribute);
  }
  window.history.replaceState(null, '', '/');
});
