import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { ManualClock } from '../src/lib/clock';
import { createPgCopy, dropPgTemplate, withDatabase } from './templates';

export const TEST_APP_URL = 'http://localhost:3000';

/**
 * Everything production requires (docs/product.md#production), for `createTestApp(PRODUCTION_ENV)`;
 * the test's own database is used, not this DATABASE_URL.
 */
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  APP_URL: 'https://neurobridge.example',
  DATABASE_URL: 'postgres://unused@localhost/unused',
  OIDC_ISSUER: 'https://accounts.example.com',
  OIDC_CLIENT_ID: 'client',
  OIDC_CLIENT_SECRET: 'secret',
  ADMIN_USERNAME: 'gestora',
  ADMIN_PASSWORD: 'uma senha longa o bastante',
};

export interface TestApp {
  app: App;
  db: Db;
  database: Database;
  config: AppConfig;
  /**
   * The app's clock: it starts at the real now and stands still until a test moves it, so a
   * test ages a trial or a session by advancing it instead of editing rows.
   */
  clock: ManualClock;
  /** The text of every query the app has run, in order (tests count a request's round trips). */
  queries: string[];
  close(): Promise<void>;
}

/**
 * The real app on a clean database: an in-memory PGlite copied from the migrated template, or,
 * when TEST_DATABASE_URL is set, a fresh PostgreSQL database copied from the template database.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    config: overrides,
    database: given,
    routes,
    ...opts
  }: Pick<BuildAppOptions, 'logStream' | 'webDist'> & {
    /** Set over the loaded configuration: what the environment alone cannot give a test (production's `testPayments: false`). */
    config?: Partial<AppConfig>;
    /** The app on this database instead of a fresh copy (the backup drill); closing the app closes it. */
    database?: Database;
    /** Test-only routes registered before the app is ready (a deliberately wrong route a check must catch). */
    routes?: (app: App) => void;
  } = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      LOG_LEVEL: 'silent',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      ...env,
    }),
    ...overrides,
  };
  const pgUrl = process.env.TEST_DATABASE_URL;
  const queries: string[] = [];
  const onQuery = (sql: string) => queries.push(sql);
  let database: Database;
  let cleanup = async () => {};
  if (given) {
    database = given;
  } else if (pgUrl) {
    const name = await createPgCopy(pgUrl, inject('pgTemplate'));
    database = await openDatabase({ databaseUrl: withDatabase(pgUrl, name), onQuery });
    cleanup = () => dropPgTemplate(pgUrl, name);
  } else {
    const dump = new Blob([readFileSync(inject('pgliteDump'))]);
    database = await openDatabase({ pgliteDump: dump, onQuery });
  }
  const clock = new ManualClock(new Date());
  const app = await buildApp({ config, database, webDist: false, clock, ...opts });
  routes?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    clock,
    queries,
    close: async () => {
      await app.close();
      await database.close();
      await cleanup();
    },
  };
}
