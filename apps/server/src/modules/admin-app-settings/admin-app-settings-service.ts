import {
  termsVersionWithoutText,
  type AdminAppSettings,
  type appSettingsBody,
} from '@neurobridge/shared/api/admin-app-settings';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/admin';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/audit-log';
import type { Acting } from '../../lib/actor';
import {
  announceSettingsChanged,
  APP_SETTING_DEFAULTS,
  type AppSettingKey,
  type AppSettingsValues,
} from '../settings/settings-service';
import { allTerms, findTerms } from '../terms/published-versions';

type SaveInput = z.output<typeof appSettingsBody>;

const KEYS = Object.keys(APP_SETTING_DEFAULTS) as AppSettingKey[];

/**
 * The versions whose text is published (the built-in 1.0 and those an owner published), oldest
 * first by number (docs/product.md#terms-text).
 */
const termsVersions = async (db: Db) =>
  (await allTerms(db))
    .slice()
    .reverse()
    .map((t) => t.version);

/**
 * The app settings screen (docs/product.md#admin-app-settings): reads them fresh from the database
 * and saves all four at once. The changes and their one audit entry commit together, with a notice
 * that makes every server drop its settings when they commit (`announceSettingsChanged`), so the
 * child limit and the terms check follow at once on every server (docs/product.md#app-settings).
 */
export function createAdminAppSettingsService({ db, clock, settings }: Pick<AppDeps, 'db' | 'clock' | 'settings'>) {
  const view = async (values: AppSettingsValues): Promise<AdminAppSettings> => ({
    ...values,
    terms_versions: await termsVersions(db),
  });

  async function stored(tx: Db, lock: boolean): Promise<AppSettingsValues> {
    const query = tx.select().from(appSettings).where(inArray(appSettings.key, KEYS));
    const rows = lock ? await query.for('update') : await query;
    const values = { ...APP_SETTING_DEFAULTS } as AppSettingsValues;
    for (const row of rows) values[row.key as AppSettingKey] = row.value;
    return values;
  }

  return {
    get: async (): Promise<AdminAppSettings> => view(await stored(db, false)),

    async save(input: SaveInput, acting: Acting): Promise<AdminAppSettings> {
      // Refused before anything is written: only a published version may be the current one, never
      // a number nobody could read (docs/product.md#terms-text). Published versions are never
      // removed, so the check holds when the change commits.
      if (!(await findTerms(db, input.terms_version))) {
        throw new HttpError(400, termsVersionWithoutText(input.terms_version));
      }
      const saved = await db.transaction(async (tx) => {
        const before = await stored(tx, true);
        const changed = KEYS.filter((key) => before[key] !== input[key]);
        if (changed.length === 0) return before;
        const updatedAt = clock.now();
        for (const key of changed) {
          const value = input[key];
          await tx
            .insert(appSettings)
            .values({ key, value, updatedAt })
            .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt } });
        }
        await recordAudit(tx, clock, {
          actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
          from: acting.from,
          action: 'settings.changed',
          target: { type: 'settings', id: 'app' },
          details: Object.fromEntries(changed.map((key) => [key, { old: before[key], new: input[key] }])),
        });
        await announceSettingsChanged(tx);
        return { ...before, ...input };
      });
      settings.invalidate();
      return view(saved);
    },
  };
}

export type AdminAppSettingsService = ReturnType<typeof createAdminAppSettingsService>;
