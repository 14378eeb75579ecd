/**
 * Debian's Chromium, never a downloaded browser, with the flags a test run needs on a shared
 * machine (no sandbox in a container, no GPU, no background traffic). The e2e suite and the scale
 * test's browser journey (apps/api/src/topology.scale.test.ts) launch it alike.
 */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
};
