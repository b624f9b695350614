import { DEFAULT_FROM_NAME, DEFAULT_SMTP_PORT } from '@neurobridge/shared/api/admin-email';
import { eq } from 'drizzle-orm';
import type { SMTPTransportOptions, Transporter } from 'nodemailer';
import type { ConnectionOptions } from 'node:tls';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { smtpSettings } from '../../db/schema/mail';
import { open } from '../../lib/secret-box';
import { headerLine } from './templates';

/** Where e-mail goes: the host and the login, from `SMTP_URL` or the admin's saved settings. */
export interface SmtpConnection {
  host: string;
  port: number;
  user: string;
  password: string;
  /**
   * `implicit`: TLS from the first byte (port 465, `smtps://`); `starttls`: STARTTLS required;
   * `opportunistic`: STARTTLS when the server offers it (`smtp://`); `none`: plain SMTP.
   */
  tls: 'implicit' | 'starttls' | 'opportunistic' | 'none';
}

export interface SmtpSender {
  name: string;
  address: string;
}

/** What sending needs right now: a connection and a sender, or why there is none. */
export type MailRoute =
  { state: 'smtp'; connection: SmtpConnection; sender: SmtpSender } | { state: 'paused' | 'not_configured' };

type SettingsRow = typeof smtpSettings.$inferSelect;

export const SMTP_SETTINGS_ID = 1;

/** `smtp://user:pass@host:587` or `smtps://user:pass@host:465` (docs/product.md#admin-smtp). */
export function parseSmtpUrl(url: string): SmtpConnection {
  const parsed = new URL(url);
  const implicitTls = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : implicitTls ? 465 : DEFAULT_SMTP_PORT,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    tls: implicitTls ? 'implicit' : 'opportunistic',
  };
}

/** Reads the saved settings row (seeded; made here when missing). */
export async function readSmtpRow(db: Db, forUpdate = false): Promise<SettingsRow> {
  const q = db.select().from(smtpSettings).where(eq(smtpSettings.id, SMTP_SETTINGS_ID));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (row) return row;
  await db.insert(smtpSettings).values({ id: SMTP_SETTINGS_ID }).onConflictDoNothing();
  return readSmtpRow(db, forUpdate);
}

/** The stored password, or null when none is stored or it does not open under SECRETS_KEY. */
export function storedPassword(secretsKey: Buffer, row: Pick<SettingsRow, 'smtpPasswordEnc'>): string | null {
  if (!row.smtpPasswordEnc) return null;
  try {
    return open(secretsKey, row.smtpPasswordEnc);
  } catch {
    return null;
  }
}

/** The sender: the saved name and address; with SMTP_URL and none saved, the login if it is an address. */
export function senderOf(row: SettingsRow, connection: SmtpConnection, appUrl: string): SmtpSender {
  const fallback = connection.user.includes('@') ? connection.user : `no-reply@${new URL(appUrl).hostname}`;
  return { name: headerLine(row.fromName || DEFAULT_FROM_NAME), address: headerLine(row.fromEmail || fallback) };
}

/**
 * Where e-mail goes now: `SMTP_URL` wins over the screen (docs/product.md#admin-smtp); the saved
 * settings count once host, user, password and sender are all there. Switched off: paused.
 */
export function routeFrom(
  row: SettingsRow,
  config: Pick<AppConfig, 'smtpUrl' | 'appUrl'>,
  secretsKey: Buffer,
): MailRoute {
  let connection: SmtpConnection | null = null;
  if (config.smtpUrl) connection = parseSmtpUrl(config.smtpUrl);
  else {
    const password = storedPassword(secretsKey, row);
    if (row.smtpHost && row.smtpUser && password && row.fromEmail) {
      connection = { host: row.smtpHost, port: row.smtpPort, user: row.smtpUser, password, tls: tlsMode(row) };
    }
  }
  if (!connection) return { state: 'not_configured' };
  if (!row.isActive) return { state: 'paused' };
  return { state: 'smtp', connection, sender: senderOf(row, connection, config.appUrl) };
}

/** The screen's "secure connection": TLS from the start on port 465, else STARTTLS required; off: plain. */
export function tlsMode({ smtpSecure, smtpPort }: { smtpSecure: boolean; smtpPort: number }): SmtpConnection['tls'] {
  if (!smtpSecure) return 'none';
  return smtpPort === 465 ? 'implicit' : 'starttls';
}

/** Short enough that a send always ends well inside the delivery lease (delivery.ts). */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 } as const;

/**
 * A nodemailer transport for this connection. `tls` adds TLS options (tests trust their own
 * self-signed peer with `ca`; certificates are always verified); `timeouts` are the delivery's
 * unless given (the admin's test e-mail waits less). nodemailer is imported on the
 * first send: a server with nothing to send does not keep it in memory
 * (docs/decisions/014-fast-reads.md).
 */
export async function createSmtpTransport(
  connection: SmtpConnection,
  tls: ConnectionOptions = {},
  timeouts: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number } = SMTP_TIMEOUTS,
): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  const options: SMTPTransportOptions = {
    host: connection.host,
    port: connection.port,
    secure: connection.tls === 'implicit',
    requireTLS: connection.tls === 'starttls',
    ignoreTLS: connection.tls === 'none',
    auth: connection.user ? { user: connection.user, pass: connection.password } : undefined,
    tls: { ...tls, rejectUnauthorized: true },
    ...timeouts,
  };
  return nodemailer.createTransport(options);
}
