import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { localeDictionaries } from './vite-plugins/locale-dictionaries.ts';

export default defineProject({
  plugins: [localeDictionaries()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One module graph and one jsdom per worker, not per file: a fresh jsdom and React for each of
    // 80-odd files was three quarters of this project's time (decision 060). What a file leaves
    // behind is undone in setup-tests.ts. A file that replaces a module with `vi.mock` is named
    // `*.isolated.test.*` and runs in the `web-isolated` project (root vitest.config.ts).
    isolate: false,
    exclude: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // The captcha widget's code loads on first use, slowly on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
