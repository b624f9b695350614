import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { appSettings } from '../../db/schema/admin';
import { createTtlCache } from '../../lib/ttl-cache';

/** The app settings, all strings, with their defaults (docs/product.md#app-settings). */
export const APP_SETTING_DEFAULTS = {
  ai_chat_enabled: 'true',
  report_generation_enabled: 'true',
  max_children_per_user: '5',
  terms_version: '1.0',
} as const;
export type AppSettingKey = keyof typeof APP_SETTING_DEFAULTS;
export type AppSettingsValues = Record<AppSettingKey, string>;

// Several servers share one database and none tells the others of a change: each re-reads the
// settings at most every 5 s, so another server's change shows here within seconds, and a change
// made through this server shows at once (docs/product.md#several-servers).
const SETTINGS_CACHE_MS = 5_000;

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
