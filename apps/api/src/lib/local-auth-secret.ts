import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Config, ConfigError, resolveDataDir } from '../plugins/env';

// Beside PGlite's own files (Postgres ignores files it does not know in its data folder).
const FILE_NAME = 'skyparcel-auth-secret';

/**
 * The AUTH_SECRET the server uses: the configured one, or in development one kept in DATA_DIR.
 * Production has no such fallback (ADR 020): loadConfig already refuses to start without it.
 */
export async function resolveAuthSecret(config: Config, root = process.cwd()): Promise<string> {
  if (config.AUTH_SECRET) {
    return config.AUTH_SECRET;
  }
  if (config.isProduction) {
    throw new ConfigError('AUTH_SECRET: required in production');
  }
  return readOrCreateLocalAuthSecret(resolveDataDir(config, root));
}

/**
 * AUTH_SECRET for a development server started without one: made once at random and kept in DATA_DIR, so
 * encrypted authenticator secrets (ADR 015) and pending sign-in codes survive a restart. A
 * server others reach should set AUTH_SECRET instead (README, Configuration).
 */
export async function readOrCreateLocalAuthSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, FILE_NAME);
  const existing = await readSecret(path);
  if (existing) {
    return existing;
  }
  await mkdir(dataDir, { recursive: true });
  // Written whole under a name of its own, then linked into place: `link` fails when another
  // process made the file first (its secret is then the one to use), and a reader never sees a
  // file created but not yet written (writing the final name with 'wx' left that window open).
  const draft = `${path}.${randomBytes(8).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
  } finally {
    await rm(draft, { force: true });
  }
  const created = await readSecret(path);
  if (!created) {
    throw new Error(`${path} holds no usable AUTH_SECRET (32+ characters)`);
  }
  return created;
}

async function readSecret(path: string): Promise<string | undefined> {
  try {
    const text = (await readFile(path, 'utf8')).trim();
    return text.length >= 32 ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}
