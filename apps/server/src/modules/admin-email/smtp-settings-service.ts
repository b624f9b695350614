import {
  SMTP_LOCKED,
  SMTP_PASSWORD_PARTLY_MASKED,
  type SmtpSettings,
  type smtpSettingsBody,
} from '@neurobridge/shared/api/admin-email';
import { maskSecret, SECRET_MASK } from '@neurobridge/shared/api/admin-payment-settings';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { smtpSettings } from '../../db/schema/mail';
import { HttpError } from '../../lib/http-error';
import { seal } from '../../lib/secret-box';
import type { Acting } from '../../lib/actor';
import { recordAudit } from '../audit/audit-log';
import { parseSmtpUrl, readSmtpRow, routeFrom, SMTP_SETTINGS_ID, storedPassword } from '../mail/smtp-connection';
import { assertMailPort } from './smtp-reach';

export type SmtpSettingsInput = z.output<typeof smtpSettingsBody>;
type SettingsRow = typeof smtpSettings.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey'>;

/**
 * The e-mail server settings as the administration edits them (docs/product.md#admin-smtp): the
 * password sealed with SECRETS_KEY and only answered masked; `SMTP_URL` wins over the connection
 * fields, which are then locked. In production the port is a mail port (smtp-reach.ts). Each change commits with its audit entry (the password as 'changed').
 */
export function createSmtpSettingsService({ db, clock, config, secretsKey }: Deps) {
  const env = config.smtpUrl ? parseSmtpUrl(config.smtpUrl) : null;

  function toSettings(row: SettingsRow): SmtpSettings {
    const { state } = routeFrom(row, config, secretsKey);
    const connection = env
      ? {
          smtp_host: env.host,
          smtp_port: env.port,
          smtp_user: env.user,
          password: env.password,
          secure: env.tls === 'implicit',
        }
      : {
          smtp_host: row.smtpHost ?? '',
          smtp_port: row.smtpPort,
          smtp_user: row.smtpUser ?? '',
          password: storedPassword(secretsKey, row),
          secure: row.smtpSecure,
        };
    return {
      smtp_host: connection.smtp_host,
      smtp_port: connection.smtp_port,
      smtp_user: connection.smtp_user,
      smtp_password: maskSecret(connection.password),
      smtp_secure: connection.secure,
      from_name: row.fromName,
      from_email: row.fromEmail ?? '',
      is_active: row.isActive,
      locked: env !== null,
      delivery: state,
    };
  }

  /**
   * The password the screen means: its masked value (or the value itself) keeps `current`; a value
   * typed over the mask is refused; anything else is a new password.
   */
  function meantPassword(sent: string, current: string | null): { value: string; changed: boolean } {
    if (current !== null && (sent === current || sent === maskSecret(current)))
      return { value: current, changed: false };
    if (sent.includes(SECRET_MASK.slice(0, 1))) throw new HttpError(400, SMTP_PASSWORD_PARTLY_MASKED);
    return { value: sent, changed: true };
  }

  return {
    toSettings,
    meantPassword,

    async settings(): Promise<SmtpSettings> {
      return toSettings(await readSmtpRow(db));
    },

    async save(input: SmtpSettingsInput, acting: Acting): Promise<SmtpSettings> {
      if (env) {
        // The environment's connection may only come back as it was shown.
        const shown = toSettings(await readSmtpRow(db));
        const same =
          input.smtp_host === shown.smtp_host &&
          input.smtp_port === shown.smtp_port &&
          input.smtp_user === shown.smtp_user &&
          input.smtp_secure === shown.smtp_secure &&
          (input.smtp_password === shown.smtp_password || input.smtp_password === env.password);
        if (!same) throw new HttpError(400, SMTP_LOCKED);
      }
      if (!env) assertMailPort(input.smtp_port, config);
      const row = await db.transaction(async (tx) => {
        const before = await readSmtpRow(tx, true);
        const set: Partial<typeof smtpSettings.$inferInsert> = {};
        const changes: Record<string, unknown> = {};
        const field = <K extends keyof SettingsRow>(name: string, column: K, value: SettingsRow[K]) => {
          if (before[column] === value) return;
          set[column] = value as never;
          changes[name] = { old: before[column], new: value };
        };
        if (!env) {
          field('smtp_host', 'smtpHost', input.smtp_host);
          field('smtp_port', 'smtpPort', input.smtp_port);
          field('smtp_user', 'smtpUser', input.smtp_user);
          field('smtp_secure', 'smtpSecure', input.smtp_secure);
          const password = meantPassword(input.smtp_password, storedPassword(secretsKey, before));
          if (password.changed) {
            set.smtpPasswordEnc = seal(secretsKey, password.value);
            changes.smtp_password = 'changed';
          }
        }
        field('from_name', 'fromName', input.from_name);
        field('from_email', 'fromEmail', input.from_email);
        field('is_active', 'isActive', input.is_active);
        if (Object.keys(changes).length === 0) return before;
        const [after] = await tx
          .update(smtpSettings)
          .set({ ...set, updatedAt: clock.now() })
          .where(eq(smtpSettings.id, SMTP_SETTINGS_ID))
          .returning();
        await audit(tx, acting, changes);
        return after!;
      });
      return toSettings(row);
    },
  };

  function audit(tx: Db, acting: Acting, changes: Record<string, unknown>) {
    return recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      action: 'settings.changed',
      target: { type: 'settings', id: 'smtp' },
      details: { changes },
    });
  }
}

export type SmtpSettingsService = ReturnType<typeof createSmtpSettingsService>;
