import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/admin';

/** App settings of spec part 2 §3, all strings, with their defaults (spec part 2 §9). */
export const APP_SETTING_DEFAULTS = {
  ai_chat_enabled: 'true',
  report_generation_enabled: 'true',
  max_children_per_user: '5',
  terms_version: '1.0',
} as const;
export type AppSettingKey = keyof typeof APP_SETTING_DEFAULTS;
export type AppSettingsValues = Record<AppSettingKey, string>;

// Several servers share one database: a short expiry bounds how long another server's change takes.
const CACHE_MS = 5_000;

export function createSettingsService(db: Db) {
  let cached: { at: number; values: AppSettingsValues } | undefined;

  return {
    async all(): Promise<AppSettingsValues> {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.values;
      const keys = Object.keys(APP_SETTING_DEFAULTS) as AppSettingKey[];
      const rows = await db.select().from(appSettings).where(inArray(appSettings.key, keys));
      const values = { ...APP_SETTING_DEFAULTS } as AppSettingsValues;
      for (const row of rows) values[row.key as AppSettingKey] = row.value;
      cached = { at: Date.now(), values };
      return values;
    },
    async get(key: AppSettingKey): Promise<string> {
      return (await this.all())[key];
    },
    async set(values: Partial<AppSettingsValues>): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        await db
          .insert(appSettings)
          .values({ key, value })
          .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
      }
      cached = undefined;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
