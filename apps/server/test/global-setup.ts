import type { TestProject } from 'vitest/node';
import { createPgTemplate, createPgliteTemplate, dropPgTemplate } from './templates';

/** Migrates once per run; each test file then starts from a copy (PGlite start-up cost: docs/decisions/001-embedded-postgres-by-default.md). */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const template = await createPgTemplate(pgUrl);
    project.provide('pgTemplate', template);
    return () => dropPgTemplate(pgUrl, template);
  }
  project.provide('pgliteDump', await createPgliteTemplate());
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}
