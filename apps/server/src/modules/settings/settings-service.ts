import { inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import type { ListenHandlers } from '../../db/listen';
import { appSettings } from '../../db/schema/admin';
import { createTtlCache } from '../../lib/ttl-cache';
import { SESSION_CHANGES_CHANNEL } from '../auth/session-cache';

/** The app settings, all strings, with their defaults (docs/product.md#app-settings). */
export const APP_SETTING_DEFAULTS = {
  ai_chat_enabled: 'true',
  report_generation_enabled: 'true',
  max_children_per_user: '5',
  terms_version: '1.0',
} as const;
export type AppSettingKey = keyof typeof APP_SETTING_DEFAULTS;
export type AppSettingsValues = Record<AppSettingKey, string>;

// Several servers share one database: each re-reads the settings at most every 5 s, so another
// server's change shows here within seconds, and a change made through this server shows at once
// (docs/product.md#several-servers). The administration's writes (the app settings screen, a
// published terms version) also tell every server when they commit (`announceSettingsChanged`),
// so the 5 s bound is only for a notice missed while a server was not listening.
const SETTINGS_CACHE_MS = 5_000;

/** What a settings write sends on the change channel (modules/auth/session-cache.ts): read the settings again. */
export const SETTINGS_CHANGED = 'settings';

/**
 * Inside the transaction that writes settings: PostgreSQL delivers the notice when it commits, and
 * only then, to every server (this one too). Settings change rarely, so the NOTIFY inside the write
 * holds nothing up (docs/decisions/016-progress-notices-after-commit.md is about frequent writes).
 */
export async function announceSettingsChanged(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${SETTINGS_CHANGED})`);
}

/**
 * The change channel's handlers that also drop the settings on a settings notice, and whenever
 * notices may have been missed (listening starts or stops); the notice goes no further.
 */
export function followSettings(
  handlers: ListenHandlers,
  settings: Pick<SettingsService, 'invalidate'>,
): ListenHandlers {
  return {
    onMessage(payload) {
      if (payload === SETTINGS_CHANGED) settings.invalidate();
      else handlers.onMessage(payload);
    },
    onUp() {
      settings.invalidate();
      handlers.onUp();
    },
    onDown() {
      settings.invalidate();
      handlers.onDown();
    },
  };
}

export function createSettingsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const cache = createTtlCache({
    ttlMs: SETTINGS_CACHE_MS,
    clock,
    load: async () => {
      const keys = Object.keys(APP_SETTING_DEFAULTS) as AppSettingKey[];
      const rows = await db.select().from(appSettings).where(inArray(appSettings.key, keys));
      const values = { ...APP_SETTING_DEFAULTS } as AppSettingsValues;
      for (const row of rows) values[row.key as AppSettingKey] = row.value;
      return values;
    },
  });

  return {
    all: (): Promise<AppSettingsValues> => cache.get(),

    async get(key: AppSettingKey): Promise<string> {
      return (await cache.get())[key];
    },

    async set(values: Partial<AppSettingsValues>): Promise<void> {
      const updatedAt = clock.now();
      for (const [key, value] of Object.entries(values)) {
        await db
          .insert(appSettings)
          .values({ key, value, updatedAt })
          .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt } });
      }
      cache.invalidate();
    },

    /** After a write made elsewhere (in an action's transaction): this server reads again at once. */
    invalidate: (): void => cache.invalidate(),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
