// The project runs on Node 24 LTS (docs/decisions/026). Machines that ship an older Node still run
// the README's commands: the script fetches Node 24 from the npm registry (the `node-<os>-<cpu>`
// package that the `node` package installs) into .tools/, then runs itself again with it, first on
// PATH so every npm, npx and node it starts is that Node too. Plain Node, no dependencies: it runs
// before anything is installed, on whatever Node the machine has.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The exact version, kept in .node-version so every machine and CI run the same build. */
export const NODE_VERSION = readFileSync(join(ROOT, '.node-version'), 'utf8').trim();
const REQUIRED_MAJOR = Number(NODE_VERSION.split('.')[0]);
const TOOLS = join(ROOT, '.tools', `node-${NODE_VERSION}`);
const PACKAGE = `node-${process.platform}-${process.arch}`;

export function projectNodeBinary() {
  return join(TOOLS, 'node_modules', PACKAGE, 'bin', 'node');
}

function installProjectNode() {
  console.log(
    `\n▶ Node ${process.versions.node} is older than ${REQUIRED_MAJOR}: fetching Node ${NODE_VERSION} (${PACKAGE}) from the npm registry into .tools/`,
  );
  mkdirSync(TOOLS, { recursive: true });
  const result = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      TOOLS,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `${PACKAGE}@${NODE_VERSION}`,
    ],
    { stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(projectNodeBinary())) {
    console.error(
      `Could not install ${PACKAGE}@${NODE_VERSION}; install Node ${REQUIRED_MAJOR} and try again.`,
    );
    process.exit(1);
  }
}

/**
 * Makes sure the calling script runs on the project's Node: returns at once when it already does,
 * otherwise runs the same script with the same arguments on Node 24 and exits with its code.
 */
export async function ensureProjectNode() {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) {
    return;
  }
  if (!existsSync(projectNodeBinary())) {
    installProjectNode();
  }
  const binary = projectNodeBinary();
  const env = { ...process.env, PATH: `${dirname(binary)}:${process.env.PATH ?? ''}` };
  const child = spawn(binary, process.argv.slice(1), { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  const code = await new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  process.exit(code);
}
