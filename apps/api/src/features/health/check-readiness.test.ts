import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { createDiskFileStore } from '../../modules/files';
import { checkReadiness } from './check-readiness';

test('a dependency that hangs is called down at its deadline, not waited for', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyparcel-ready-'));
  const failures: string[] = [];
  try {
    const answer = checkReadiness({
      pingDatabase: () => new Promise(() => {}),
      checkStorage: () => createDiskFileStore(dir).checkReady(),
      checkSmtp: () => new Promise(() => {}),
      onFailure: (dependency) => failures.push(dependency),
      timeoutMs: 200,
    });
    expect(await answer).toEqual({
      status: 'unavailable',
      database: 'down',
      storage: 'up',
      smtp: 'down',
      failing: ['database', 'smtp'],
    });
    expect(failures).toEqual(['database']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
