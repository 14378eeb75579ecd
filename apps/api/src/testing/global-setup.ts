import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { prepareTemplate } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDb: string;
  }
}

let template = '';

/** Runs once per `vitest run` of the api project, before any test file. */
export async function setup(project: TestProject) {
  template = await prepareTemplate(process.env.TEST_DATABASE_URL);
  project.provide('templateDb', template);
}

export async function teardown() {
  if (template && !process.env.TEST_DATABASE_URL) {
    await rm(template, { force: true });
  }
}
