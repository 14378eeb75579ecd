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
    setupFiles: ['./src/testing/setup-tests.ts'],
    // The captcha widget's code loads on first use, slowly on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
