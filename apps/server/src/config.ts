import { DAY_MS } from '@neurobridge/shared/domain/time';
import { isIP } from 'node:net';
import { z } from 'zod';

// The only reader of process.env (docs/product.md#settings).
/** A setting left empty (`KEY=` in a compose file) counts as unset. */
const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();
const SMTP_URL_FORMAT = 'use smtp://usuario:senha@servidor:587 ou smtps://usuario:senha@servidor:465';
function hasHost(url: string): boolean {
  try {
    return new URL(url).hostname !== '';
  } catch {
    return false;
  }
}
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    BACKUP_DIR: z.string().default('./backups'),
    DATABASE_URL: z.string().optional(),
    REDIS_URL: z.string().optional(),
    TRUST_PROXY: z.string().default('false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    ADMIN_USERNAME: z.string().min(3).optional(),
    // Length here; the strength (common words, sequences) is judged at start (db/seed/admin.ts).
    ADMIN_PASSWORD: z.string().min(12, 'a senha do administrador precisa de ao menos 12 caracteres').optional(),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_REDIRECT_URI: z.url().optional(),
    SECRETS_KEY: z.string().optional(),
    SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(60),
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    MERCADO_PAGO_ACCESS_TOKEN: optionalText,
    MERCADO_PAGO_PUBLIC_KEY: optionalText,
    MERCADO_PAGO_WEBHOOK_SECRET: optionalText,
    MERCADO_PAGO_API_URL: z.url().default('https://api.mercadopago.com'),
    OPENAI_API_KEY: optionalText,
    OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_DAILY_MESSAGES_PER_FAMILY: z.coerce.number().int().min(0).max(100_000).default(200),
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, SMTP_URL_FORMAT)
        .refine(hasHost, SMTP_URL_FORMAT)
        .optional(),
    ),
  })
  .refine((env) => !env.ADMIN_PASSWORD || env.ADMIN_USERNAME, {
    message: 'ADMIN_PASSWORD precisa de ADMIN_USERNAME',
  });

export type Env = z.infer<typeof schema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Public origin: redirect URIs, e-mail links and the cross-site check. */
  appUrl: string;
  appOrigin: string;
  secureCookies: boolean;
  dataDir: string;
  /** Where `npm run backup` writes its files (docs/product.md#backups). */
  backupDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** Which peers may set X-Forwarded-For: none, a hop count, or their addresses (README). */
  trustProxy: false | number | string[];
  /** 32 bytes for secrets at rest; in development a key file in the data folder when unset. */
  secretsKey?: Buffer;
  logLevel: NonNullable<Env['LOG_LEVEL']>;
  admin?: { username: string; password: string };
  oidc?: { issuer: string; clientId: string; clientSecret: string; redirectUri: string };
  /** The built-in development sign-in runs only when no real provider is set and not in production. */
  devIdp: boolean;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** After SIGTERM/SIGINT: how long /api/ready fails while requests are still served, before closing. */
  shutdownDrainMs: number;
  /** Mercado Pago's environment settings, when its access token is set (docs/product.md#paying); undefined otherwise. */
  mercadoPago?: MercadoPagoSettings;
  /** Mercado Pago's API root (a local fake in tests), set or not. */
  mercadoPagoApiUrl: string;
  /**
   * `MERCADO_PAGO_WEBHOOK_SECRET`, kept even without an access token in the environment: it wins
   * over the one saved on the admin screen (docs/product.md#admin-mercado-pago).
   */
  mercadoPagoWebhookSecret?: string;
  /**
   * Whether the demo's simulated checkout may run (docs/product.md#demo-payment): never in
   * production. It runs only while Mercado Pago is not active, which is decided at request time
   * from the environment and the stored credentials (modules/payments/payment-provider.ts).
   */
  testPayments: boolean;
  /**
   * `SMTP_URL` (`smtp://user:pass@host:587` or `smtps://user:pass@host:465`): when set, e-mail goes
   * through it and the admin screen shows the connection locked (docs/product.md#admin-smtp).
   */
  smtpUrl?: string;
  /**
   * Not from the environment: tests set a shorter wait for the admin's test e-mail than its
   * SMTP_TEST_TIMEOUT_MS (modules/admin-email/smtp-reach.ts).
   */
  smtpTestTimeoutMs?: number;
  /** The AI provider (docs/product.md#ai-assistant); the SDK's own names, the environment wins. */
  ai: {
    /** `OPENAI_API_KEY`: when set, the admin screen shows the key locked. */
    apiKey?: string;
    /** `OPENAI_BASE_URL`: any OpenAI-compatible provider (a local fake in tests); never editable on a screen. */
    baseUrl?: string;
    /** Messages a family may send the provider per São Paulo day; then the offline assistant answers. */
    dailyMessagesPerFamily: number;
    /** How long one provider call may take before the offline assistant answers. */
    timeoutMs: number;
  };
}

export interface MercadoPagoSettings {
  accessToken: string;
  publicKey?: string;
  /** Signs the notifications; without it every notification is refused (docs/product.md#payment-webhook). */
  webhookSecret?: string;
  apiUrl: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.') || 'config'}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const mercadoPagoApiUrl = env.MERCADO_PAGO_API_URL.replace(/\/$/, '');
  const oidcKeys = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
  const oidcSet = oidcKeys.filter((k) => env[k]);
  if (oidcSet.length > 0 && oidcSet.length < oidcKeys.length) {
    const missing = oidcKeys.filter((k) => !env[k]);
    throw new ConfigError(`Login OpenID Connect incompleto; faltam: ${missing.join(', ')}`);
  }
  if (env.NODE_ENV === 'production') {
    // In production every stand-in is off: refuse to start without the real part (docs/product.md#production).
    const missing: string[] = [];
    if (!env.DATABASE_URL) missing.push('DATABASE_URL');
    if (oidcSet.length === 0) missing.push(...oidcKeys);
    if (!env.APP_URL) missing.push('APP_URL');
    // No generated admin password printed to a production log: the operator chooses it.
    if (!env.ADMIN_USERNAME || !env.ADMIN_PASSWORD) missing.push('ADMIN_USERNAME', 'ADMIN_PASSWORD');
    if (!env.SECRETS_KEY) missing.push('SECRETS_KEY');
    // Unsigned notifications would all be refused: real payments would never activate a plan.
    if (env.MERCADO_PAGO_ACCESS_TOKEN && !env.MERCADO_PAGO_WEBHOOK_SECRET) missing.push('MERCADO_PAGO_WEBHOOK_SECRET');
    if (missing.length > 0) {
      throw new ConfigError(`Em produção faltam as configurações: ${missing.join(', ')}`);
    }
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    secureCookies: appUrl.startsWith('https://'),
    dataDir: env.DATA_DIR,
    backupDir: env.BACKUP_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secretsKey: env.SECRETS_KEY === undefined ? undefined : parseSecretsKey(env.SECRETS_KEY),
    // Request logs by default in production; a quiet console for `npm start` on one machine.
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : 'warn'),
    admin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
        : undefined,
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
          redirectUri: env.OIDC_REDIRECT_URI ?? `${appUrl}/auth/callback`,
        }
      : undefined,
    devIdp: !env.OIDC_ISSUER && env.NODE_ENV !== 'production',
    sessionIdleMs: env.SESSION_IDLE_DAYS * DAY_MS,
    sessionAbsoluteMs: env.SESSION_ABSOLUTE_DAYS * DAY_MS,
    // Long enough in production for a load balancer's readiness probe to notice; short on one machine.
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5000 : 1000),
    mercadoPago: env.MERCADO_PAGO_ACCESS_TOKEN
      ? {
          accessToken: env.MERCADO_PAGO_ACCESS_TOKEN,
          publicKey: env.MERCADO_PAGO_PUBLIC_KEY,
          webhookSecret: env.MERCADO_PAGO_WEBHOOK_SECRET,
          apiUrl: mercadoPagoApiUrl,
        }
      : undefined,
    mercadoPagoApiUrl,
    mercadoPagoWebhookSecret: env.MERCADO_PAGO_WEBHOOK_SECRET,
    testPayments: env.NODE_ENV !== 'production',
    smtpUrl: env.SMTP_URL,
    ai: {
      apiKey: env.OPENAI_API_KEY,
      baseUrl: env.OPENAI_BASE_URL?.replace(/\/$/, ''),
      dailyMessagesPerFamily: env.AI_DAILY_MESSAGES_PER_FAMILY,
      timeoutMs: env.AI_TIMEOUT_MS,
    },
  };
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: `false`, the number of proxies in front of the server (their X-Forwarded-For
 * entries are taken from the right), or a comma-separated list of the proxies' addresses or
 * CIDR ranges. `true` would let any client choose the IP stored with a consent and walk past the
 * sign-in rate limit, so it is refused.
 */
function parseTrustProxy(value: string): false | number | string[] {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops >= 1 && hops <= 10) return hops;
  }
  if (v === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true confiaria no X-Forwarded-For de qualquer cliente. Informe quantos proxies há ' +
        'na frente do servidor (ex.: TRUST_PROXY=1) ou os endereços deles (ex.: TRUST_PROXY=10.0.0.5,10.1.0.0/16).',
    );
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !PROXY_NAMES.has(e) && !isAddressOrRange(e));
  if (bad.length > 0 || /^\d+$/.test(v)) {
    throw new ConfigError(
      `TRUST_PROXY inválido (${bad.join(', ') || v}): use false, um número de 1 a 10, ou endereços IP / faixas CIDR separados por vírgula.`,
    );
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function parseSecretsKey(value: string): Buffer {
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new ConfigError('SECRETS_KEY deve ter 32 bytes em base64 (ex.: openssl rand -base64 32).');
  return key;
}
