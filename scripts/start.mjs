// `npm start`: install, build, then run the one server process (it migrates and seeds on boot)
// on the embedded database in .data/, or on DATABASE_URL when set.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureDependencies, log, mustRun, ROOT } from './lib.mjs';
import { ensureProjectNode } from './node-runtime.mjs';

await ensureProjectNode();

await ensureDependencies();
log('Building the web app and the API');
await mustRun('npm', ['run', 'build']);

log('Starting the portal');
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(ROOT, 'apps/api/dist/server.js')],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' }, // npm start is the demo (ADR 020)
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
