import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const BuildInfoSchema = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  builtAt: z.string().nullable(),
});

export type BuildInfo = z.infer<typeof BuildInfoSchema>;

let kept: BuildInfo | undefined;

/**
 * The running build's version and commit (System page, decision 066). A build (apps/api
 * build.mjs) writes `build-info.json` beside server.js; run from source (npm run dev, the
 * tests) there is none, and the working copy's commit is asked of git once.
 */
export function readBuildInfo(): BuildInfo {
  kept ??= readBuiltInfo() ?? readSourceInfo();
  return kept;
}

function readBuiltInfo(): BuildInfo | undefined {
  try {
    const text = readFileSync(new URL('./build-info.json', import.meta.url), 'utf8');
    return BuildInfoSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function readSourceInfo(): BuildInfo {
  const here = dirname(fileURLToPath(import.meta.url));
  let version = '0.0.0';
  try {
    const manifest = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    version = z.object({ version: z.string() }).parse(JSON.parse(manifest)).version;
  } catch {
    // A layout without the package file keeps the placeholder.
  }
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: here,
      encoding: 'utf8',
      timeout: 5_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    commit = null;
  }
  return { version, commit, builtAt: null };
}
