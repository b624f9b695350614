import {
  AI_KEY_LOCKED,
  DEFAULT_AI_MODEL,
  DEFAULT_MAX_TOKENS,
  DEFAULT_SYSTEM_PROMPT,
  DEFAULT_TEMPERATURE,
  effectiveTemperature,
  hasFixedTemperature,
  TRAINING_NOT_FOUND,
  TRAINING_REMOVED,
  type AiSettings,
  type aiSettingsBody,
  type AiTrainingItem,
  type aiTrainingBody,
} from '@neurobridge/shared/api/admin-ai';
import { maskSecret, SECRET_MASK, SECRET_PARTLY_MASKED } from '@neurobridge/shared/api/admin-payment-settings';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { aiSettings, aiTrainingItems } from '../../db/schema/ai';
import { HttpError, notFound } from '../../lib/http-error';
import { open, seal } from '../../lib/secret-box';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Acting } from '../../lib/actor';
import { recordAudit, type AuditEntry } from '../audit/audit-log';

type SettingsInput = z.output<typeof aiSettingsBody>;
type TrainingInput = z.output<typeof aiTrainingBody>;
type SettingsRow = typeof aiSettings.$inferSelect;
type TrainingRow = typeof aiTrainingItems.$inferSelect;

const SETTINGS_ID = 1;
// Read on every chat message and report: kept like the app settings, at most 5 s, so another
// server's save shows within seconds and this server's at once (docs/product.md#several-servers).
const SETTINGS_CACHE_MS = 5_000;

/** What the assistant is called with: the key in effect (environment first), model and prompt. */
export interface AiRuntimeSettings {
  apiKey: string | null;
  model: string;
  temperature: number;
  maxTokens: number;
  systemPrompt: string;
}

const toItem = (row: TrainingRow): AiTrainingItem => ({
  id: row.id,
  prompt: row.prompt,
  response: row.response,
  category: row.category,
  created_at: row.createdAt.toISOString(),
});

/** A value the screen shows for a key ('••••••••1234', or the spec's '***…'): keeps the stored key. */
const isMasked = (sent: string) => sent.startsWith(SECRET_MASK.slice(0, 1)) || sent.startsWith('***');

/**
 * The AI assistant's settings and training items as the administration edits them
 * (docs/product.md#admin-ai-bot). The key is sealed with SECRETS_KEY and only answered masked;
 * OPENAI_API_KEY, when set, wins and is shown locked.
 */
export function createAiSettingsService({
  db,
  clock,
  config,
  secretsKey,
  onBackgroundError,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'onBackgroundError'>) {
  const envKey = config.ai.apiKey;

  function unseal(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return open(secretsKey, sealed);
    } catch (err) {
      onBackgroundError(err, 'the stored AI key cannot be opened with SECRETS_KEY');
      return null;
    }
  }

  async function readRow(tx: Db = db, forUpdate = false): Promise<SettingsRow> {
    const q = tx.select().from(aiSettings).where(eq(aiSettings.id, SETTINGS_ID));
    const [row] = forUpdate ? await q.for('update') : await q;
    if (row) return row;
    await tx
      .insert(aiSettings)
      .values({ id: SETTINGS_ID, model: DEFAULT_AI_MODEL, temperature: '1.0', maxTokens: DEFAULT_MAX_TOKENS })
      .onConflictDoNothing();
    return readRow(tx, forUpdate);
  }

  const cache = createTtlCache({ ttlMs: SETTINGS_CACHE_MS, clock, load: () => readRow() });

  const audit = (tx: Db, acting: Acting, entry: Omit<AuditEntry, 'actor' | 'from'>) =>
    recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      ...entry,
    });
  const itemTarget = (id: number) => ({ type: 'ai_training', id });

  function runtime(row: SettingsRow): AiRuntimeSettings {
    return {
      apiKey: envKey ?? unseal(row.apiKeyEnc),
      model: row.model,
      temperature: effectiveTemperature(row.model, Number(row.temperature)),
      maxTokens: row.maxTokens,
      systemPrompt: row.systemPrompt ?? DEFAULT_SYSTEM_PROMPT,
    };
  }

  function toSettings(row: SettingsRow): AiSettings {
    const r = runtime(row);
    return {
      api_key: maskSecret(r.apiKey),
      model: r.model,
      temperature: r.temperature,
      max_tokens: r.maxTokens,
      system_prompt: r.systemPrompt,
      locked: { api_key: envKey !== undefined },
      active: r.apiKey !== null,
    };
  }

  return {
    /** The settings the assistant runs with now. */
    runtime: async (): Promise<AiRuntimeSettings> => runtime(await cache.get()),

    settings: async (): Promise<AiSettings> => toSettings(await readRow()),

    async saveSettings(input: SettingsInput, acting: Acting): Promise<AiSettings> {
      const sent = input.api_key;
      if (sent !== undefined && envKey !== undefined && sent !== maskSecret(envKey) && sent !== envKey) {
        throw new HttpError(400, AI_KEY_LOCKED);
      }
      const row = await db.transaction(async (tx) => {
        const before = await readRow(tx, true);
        const set: Partial<typeof aiSettings.$inferInsert> = {};
        const changes: Record<string, unknown> = {};
        if (sent !== undefined && envKey === undefined) {
          const stored = unseal(before.apiKeyEnc);
          const keep = sent === '' ? before.apiKeyEnc === null : isMasked(sent) || sent === stored;
          if (!keep) {
            if (sent.includes(SECRET_MASK.slice(0, 1))) throw new HttpError(400, SECRET_PARTLY_MASKED);
            set.apiKeyEnc = sent === '' ? null : seal(secretsKey, sent);
            changes.api_key = sent === '' ? 'removed' : 'changed';
          }
        }
        const model = input.model ?? before.model;
        if (model !== before.model) {
          set.model = model;
          changes.model = { old: before.model, new: model };
        }
        // A model with a fixed temperature stores 1; moving to another model without a temperature
        // sent goes back to the default rather than keeping the forced 1.
        const wanted = hasFixedTemperature(model)
          ? 1
          : (input.temperature ??
            (hasFixedTemperature(before.model) ? DEFAULT_TEMPERATURE : Number(before.temperature)));
        if (wanted !== Number(before.temperature)) {
          set.temperature = wanted.toFixed(1);
          changes.temperature = { old: Number(before.temperature), new: wanted };
        }
        if (input.max_tokens !== undefined && input.max_tokens !== before.maxTokens) {
          set.maxTokens = input.max_tokens;
          changes.max_tokens = { old: before.maxTokens, new: input.max_tokens };
        }
        const prompt = input.system_prompt;
        if (prompt !== undefined && prompt !== (before.systemPrompt ?? DEFAULT_SYSTEM_PROMPT)) {
          set.systemPrompt = prompt;
          changes.system_prompt = 'changed';
        }
        if (Object.keys(changes).length === 0) return before;
        const [after] = await tx
          .update(aiSettings)
          .set({ ...set, updatedAt: clock.now() })
          .where(eq(aiSettings.id, SETTINGS_ID))
          .returning();
        await audit(tx, acting, {
          action: 'settings.changed',
          target: { type: 'settings', id: 'ai' },
          details: { changes },
        });
        return after!;
      });
      cache.invalidate();
      return toSettings(row);
    },

    /** Newest first. */
    async trainingItems(): Promise<AiTrainingItem[]> {
      const rows = await db
        .select()
        .from(aiTrainingItems)
        .orderBy(desc(aiTrainingItems.createdAt), desc(aiTrainingItems.id));
      return rows.map(toItem);
    },

    /** Each change commits with its audit entry (the prompt as written; the response is not repeated). */
    async createTraining(input: TrainingInput, acting: Acting): Promise<AiTrainingItem> {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(aiTrainingItems)
          .values({ ...input, createdAt: clock.now() })
          .returning();
        await audit(tx, acting, {
          action: 'ai_training.created',
          target: itemTarget(inserted!.id),
          details: { prompt: input.prompt, category: input.category },
        });
        return inserted!;
      });
      return toItem(row);
    },

    async updateTraining(id: number, input: TrainingInput, acting: Acting): Promise<AiTrainingItem> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx.update(aiTrainingItems).set(input).where(eq(aiTrainingItems.id, id)).returning();
        if (!updated) throw notFound(TRAINING_NOT_FOUND);
        await audit(tx, acting, {
          action: 'ai_training.updated',
          target: itemTarget(id),
          details: { prompt: input.prompt, category: input.category },
        });
        return updated;
      });
      return toItem(row);
    },

    async deleteTraining(id: number, acting: Acting): Promise<{ message: string }> {
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(aiTrainingItems).where(eq(aiTrainingItems.id, id)).returning();
        if (!deleted) throw notFound(TRAINING_NOT_FOUND);
        await audit(tx, acting, {
          action: 'ai_training.deleted',
          target: itemTarget(id),
          details: { prompt: deleted.prompt, category: deleted.category },
        });
      });
      return { message: TRAINING_REMOVED };
    },
  };
}

export type AiSettingsService = ReturnType<typeof createAiSettingsService>;
