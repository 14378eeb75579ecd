import { existsSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

let template = '';

/**
 * `npm test` names a file in API_TEST_TEMPLATE_FILE for its runs on PGlite: the first run
 * prepares the embedded template there, and the next (the timing test, a minute later) loads it
 * instead of migrating and seeding again, about 15 s on this machine. The demo in it is seeded on
 * the real clock that same minute, as any template of a run is.
 */
export async function setup(project: TestProject) {
  const kept = process.env.TEST_DATABASE_URL ? undefined : process.env.API_TEST_TEMPLATE_FILE;
  if (kept && existsSync(kept)) {
    project.provide('templateDb', kept);
    return;
  }
  template = await prepareTemplate(process.env.TEST_DATABASE_URL);
  if (kept) {
    await copyFile(template, kept);
  }
  project.provide('templateDb', template);
}

export async function teardown() {
  if (template && !process.env.TEST_DATABASE_URL) {
    await rm(template, { force: true });
  }
}
