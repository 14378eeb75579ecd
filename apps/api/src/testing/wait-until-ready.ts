import type { ChildProcess } from 'node:child_process';

/**
 * Waits until the server process `child` answers its readiness probe at `base`; throws when it
 * exits first or does not get ready within `timeoutMs` (a first start migrates a new database).
 */
export async function waitUntilReady(base: string, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/api/health/ready`)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${base} did not get ready`);
}
