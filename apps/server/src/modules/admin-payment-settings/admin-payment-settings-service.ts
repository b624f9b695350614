import {
  ADMIN_PLAN_IDS,
  CONFIRM_FREE_PLAN,
  CONFIRM_NO_PLAN_ENABLED,
  CONNECTION_FAILED,
  CONNECTION_OK,
  CONNECTION_UNREACHABLE,
  HTTPS_IN_PRODUCTION,
  LOCKED_BY_ENV,
  maskSecret,
  PAYMENT_URL_FIELDS,
  SECRET_MASK,
  SECRET_PARTLY_MASKED,
  TOKEN_REQUIRED,
  type AdminPlanId,
  type AdminPlans,
  type adminPlansBody,
  type ConnectionTestResponse,
  type connectionTestBody,
  type MercadoPagoSettings,
  type mercadoPagoSettingsBody,
  type mercadoPagoSaveBody,
  type mercadoPagoSaved,
} from '@neurobridge/shared/api/admin-payment-settings';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { paymentSettings, plans } from '../../db/schema/billing';
import { fieldError, HttpError } from '../../lib/http-error';
import { open, seal } from '../../lib/secret-box';
import type { Acting } from '../../lib/actor';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import type { PaymentProvider } from '../payments/payment-provider';
import { checkAccessToken } from './connection-test';
import { toAdminPlans } from './admin-payment-settings-view';

type SettingsInput = z.output<typeof mercadoPagoSettingsBody>;
type PlansInput = z.output<typeof adminPlansBody>;
type TestInput = z.output<typeof connectionTestBody>;
type SaveInput = z.output<typeof mercadoPagoSaveBody>;
type SettingsRow = typeof paymentSettings.$inferSelect;
type MercadoPagoSaved = z.output<typeof mercadoPagoSaved>;

const SETTINGS_ID = 1;
const SECRET_FIELDS = ['access_token', 'public_key', 'webhook_secret'] as const;
type SecretField = (typeof SECRET_FIELDS)[number];
const SECRET_COLUMNS = {
  access_token: 'accessTokenEnc',
  public_key: 'publicKey',
  webhook_secret: 'webhookSecretEnc',
} as const;
const URL_COLUMNS = {
  success_url: 'successUrl',
  failure_url: 'failureUrl',
  webhook_url: 'webhookUrl',
  notification_url: 'notificationUrl',
} as const;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey' | 'onBackgroundError'> & {
  /** Which provider payments use; told to read again after a save. */
  provider: PaymentProvider;
};

/**
 * Mercado Pago's settings and the paid plans, as the administration edits them
 * (docs/product.md#admin-mercado-pago, docs/product.md#admin-plans). The access token, the
 * public key and the webhook secret are sealed with `SECRETS_KEY` and only ever answered masked;
 * a value the environment gives wins and cannot be changed here; payments use the result
 * (modules/payments/payment-provider.ts, docs/product.md#paying). Each change commits with
 * its audit entry (secrets written as 'changed').
 */
export function createAdminPaymentSettingsService({
  db,
  clock,
  config,
  secretsKey,
  onBackgroundError,
  provider,
}: Deps) {
  const envValue: Record<SecretField, string | undefined> = {
    access_token: config.mercadoPago?.accessToken,
    public_key: config.mercadoPago?.publicKey,
    webhook_secret: config.mercadoPagoWebhookSecret,
  };

  const audit = (tx: Db, acting: Acting, entry: Omit<AuditEntry, 'actor' | 'from'>) =>
    recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      ...entry,
    });

  /** A sealed value, or null when none is stored or it cannot be opened (the key changed). */
  function unseal(sealed: string | null): string | null {
    if (!sealed) return null;
    try {
      return open(secretsKey, sealed);
    } catch (err) {
      onBackgroundError(err, 'a stored Mercado Pago secret cannot be opened with SECRETS_KEY');
      return null;
    }
  }

  async function readRow(tx: Db = db, forUpdate = false): Promise<SettingsRow> {
    const q = tx.select().from(paymentSettings).where(eq(paymentSettings.id, SETTINGS_ID));
    const [row] = forUpdate ? await q.for('update') : await q;
    if (row) return row;
    await tx.insert(paymentSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
    return readRow(tx, forUpdate);
  }

  /** The secret in effect for a field: the environment's, else the stored one. */
  const effectiveSecret = (row: SettingsRow, field: SecretField) =>
    envValue[field] ?? unseal(row[SECRET_COLUMNS[field]]);

  async function toSettings(row: SettingsRow): Promise<MercadoPagoSettings> {
    const { mode, reason } = await provider.state();
    return {
      access_token: maskSecret(effectiveSecret(row, 'access_token')),
      public_key: maskSecret(effectiveSecret(row, 'public_key')),
      webhook_secret: maskSecret(effectiveSecret(row, 'webhook_secret')),
      success_url: row.successUrl ?? '',
      failure_url: row.failureUrl ?? '',
      webhook_url: row.webhookUrl ?? '',
      notification_url: row.notificationUrl ?? '',
      sandbox_mode: row.sandboxMode ? 'true' : 'false',
      locked: {
        access_token: envValue.access_token !== undefined,
        public_key: envValue.public_key !== undefined,
        webhook_secret: envValue.webhook_secret !== undefined,
      },
      payments: { active: mode === 'mercado_pago', mode, reason },
    };
  }

  async function readPlans(tx: Db = db): Promise<AdminPlans> {
    return toAdminPlans(
      await tx
        .select()
        .from(plans)
        .where(inArray(plans.id, [...ADMIN_PLAN_IDS])),
    );
  }

  /** Refusals that need no database: checked before the transaction, so a refused save writes nothing. */
  function checkSettings(input: SettingsInput, prefix: string): void {
    for (const field of SECRET_FIELDS) {
      const sent = input[field];
      const env = envValue[field];
      if (sent !== undefined && env !== undefined && sent !== maskSecret(env) && sent !== env) {
        throw fieldError(prefix + field, LOCKED_BY_ENV);
      }
    }
    if (config.env === 'production') {
      for (const field of PAYMENT_URL_FIELDS) {
        const url = input[field];
        if (url && new URL(url).protocol !== 'https:') throw fieldError(prefix + field, HTTPS_IN_PRODUCTION);
      }
    }
  }

  /** The settings' changes with their audit entry, inside the caller's transaction. */
  async function writeSettings(tx: Db, input: SettingsInput, acting: Acting, prefix: string): Promise<SettingsRow> {
    const before = await readRow(tx, true);
    const set: Partial<typeof paymentSettings.$inferInsert> = {};
    const changes: Record<string, unknown> = {};
    for (const field of SECRET_FIELDS) {
      const sent = input[field];
      if (sent === undefined || envValue[field] !== undefined) continue;
      const hasStored = before[SECRET_COLUMNS[field]] !== null;
      const stored = unseal(before[SECRET_COLUMNS[field]]);
      // The masked value the screen shows keeps the stored secret; '' removes it.
      if (sent === '' ? !hasStored : stored !== null && (sent === maskSecret(stored) || sent === stored)) continue;
      if (sent.includes(SECRET_MASK.slice(0, 1))) throw fieldError(prefix + field, SECRET_PARTLY_MASKED);
      set[SECRET_COLUMNS[field]] = sent === '' ? null : seal(secretsKey, sent);
      changes[field] = sent === '' ? 'removed' : 'changed';
    }
    for (const field of PAYMENT_URL_FIELDS) {
      const sent = input[field];
      const old = before[URL_COLUMNS[field]] ?? '';
      if (sent === undefined || sent === old) continue;
      set[URL_COLUMNS[field]] = sent === '' ? null : sent;
      changes[field] = { old, new: sent };
    }
    if (input.sandbox_mode !== undefined) {
      const sandbox = input.sandbox_mode === 'true';
      if (sandbox !== before.sandboxMode) {
        set.sandboxMode = sandbox;
        changes.sandbox_mode = { old: String(before.sandboxMode), new: input.sandbox_mode };
      }
    }
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx
      .update(paymentSettings)
      .set({ ...set, updatedAt: clock.now() })
      .where(eq(paymentSettings.id, SETTINGS_ID))
      .returning();
    await audit(tx, acting, {
      action: 'settings.changed',
      target: { type: 'settings', id: 'mercado_pago' },
      details: { changes },
    });
    return after!;
  }

  /** The plans' changes with their audit entry; a 409 asks first (docs/product.md#admin-plans). */
  async function writePlans(tx: Db, input: PlansInput, acting: Acting): Promise<void> {
    const rows = await tx
      .select()
      .from(plans)
      .where(inArray(plans.id, [...ADMIN_PLAN_IDS]))
      .for('update');
    const before = toAdminPlans(rows);
    const enabledOthers = await tx.select({ id: plans.id }).from(plans).where(eq(plans.enabled, true));
    const after = { ...before };
    for (const id of ADMIN_PLAN_IDS) {
      const sent = input[id];
      if (sent) after[id] = { ...sent, currency: 'BRL' };
    }
    if (!input.confirm) {
      // Asked when a plan becomes free to buy, not again on each later save.
      const isFree = (p: AdminPlans[AdminPlanId]) => p.enabled && p.price === 0;
      const madeFree = ADMIN_PLAN_IDS.some((id) => isFree(after[id]) && !isFree(before[id]));
      if (madeFree) throw new HttpError(409, CONFIRM_FREE_PLAN);
      const otherEnabled = enabledOthers.some((r) => !(ADMIN_PLAN_IDS as readonly string[]).includes(r.id));
      const anyEnabled = otherEnabled || ADMIN_PLAN_IDS.some((id) => after[id].enabled);
      const wasEnabled = enabledOthers.length > 0;
      if (wasEnabled && !anyEnabled) throw new HttpError(409, CONFIRM_NO_PLAN_ENABLED);
    }
    const changes: Record<string, Record<string, { old: unknown; new: unknown }>> = {};
    for (const id of ADMIN_PLAN_IDS) {
      const sent = input[id];
      if (!sent) continue;
      const old = before[id];
      const diff: Record<string, { old: unknown; new: unknown }> = {};
      for (const key of ['name', 'price', 'billing_cycle', 'description', 'enabled'] as const) {
        if (old[key] !== after[id][key]) diff[key] = { old: old[key], new: after[id][key] };
      }
      if (Object.keys(diff).length === 0) continue;
      changes[id] = diff;
      await tx
        .update(plans)
        .set({
          name: sent.name,
          price: sent.price.toFixed(2),
          billingCycle: sent.billing_cycle,
          description: sent.description,
          enabled: sent.enabled,
          updatedAt: clock.now(),
        })
        .where(eq(plans.id, id));
    }
    if (Object.keys(changes).length > 0) {
      await audit(tx, acting, {
        action: 'settings.changed',
        target: { type: 'settings', id: 'plans' },
        details: { changes, ...(input.confirm ? { confirmed: true } : {}) },
      });
    }
  }

  /**
   * Settings and plans, all or nothing (docs/product.md#admin-mercado-pago): the body was checked
   * whole by its schema, the environment and production rules are checked here, and both parts
   * commit in one transaction, so any refusal (a 400 or a plans 409) leaves everything as it was.
   */
  async function save(input: SaveInput, acting: Acting, prefix = 'settings.'): Promise<MercadoPagoSaved> {
    if (input.settings) checkSettings(input.settings, prefix);
    const row = await db.transaction(async (tx) => {
      const saved = input.settings ? await writeSettings(tx, input.settings, acting, prefix) : await readRow(tx);
      if (input.plans) await writePlans(tx, input.plans, acting);
      return saved;
    });
    // Payments follow the saved credentials at once on this server (docs/product.md#paying).
    if (input.settings) provider.invalidate();
    return { settings: await toSettings(row), plans: await readPlans() };
  }

  return {
    async settings(): Promise<MercadoPagoSettings> {
      return toSettings(await readRow());
    },

    /** The settings alone (docs/product.md#admin-mercado-pago). */
    async saveSettings(input: SettingsInput, acting: Acting): Promise<MercadoPagoSettings> {
      return (await save({ settings: input }, acting, '')).settings;
    },

    plans: () => readPlans(),

    /** The plans alone (docs/product.md#admin-plans). */
    async savePlans(input: PlansInput, acting: Acting): Promise<AdminPlans> {
      return (await save({ plans: input }, acting)).plans;
    },

    /** The whole screen: every part checked before anything is written, one transaction. */
    save: (input: SaveInput, acting: Acting) => save(input, acting),

    async testConnection(input: TestInput): Promise<ConnectionTestResponse> {
      const typed = input.access_token?.trim();
      const row = await readRow();
      const configured = effectiveSecret(row, 'access_token');
      // A token typed on the screen is tested as is; its masked value or nothing tests the configured one.
      const token = typed && typed !== maskSecret(configured) ? typed : configured;
      if (!token) throw new HttpError(400, TOKEN_REQUIRED);
      const outcome = await checkAccessToken({ accessToken: token, apiUrl: config.mercadoPagoApiUrl });
      const message = { ok: CONNECTION_OK, refused: CONNECTION_FAILED, unreachable: CONNECTION_UNREACHABLE }[outcome];
      return { success: outcome === 'ok', message };
    },
  };
}

export type AdminPaymentSettingsService = ReturnType<typeof createAdminPaymentSettingsService>;
