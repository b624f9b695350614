import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';

/**
 * The administration's Mercado Pago settings and the three paid plans
 * (docs/product.md#admin-mercado-pago, docs/product.md#admin-plans). Every route is for an
 * administrator's bearer token only (docs/decisions/010-route-access.md).
 */

/**
 * What a stored or environment secret reads as: eight dots, never a character of the secret
 * (docs/product.md#secrets); '' when there is none.
 */
export const SECRET_MASK = '••••••••';
export function maskSecret(value: string | null | undefined): string {
  return value ? SECRET_MASK : '';
}

export const LOCKED_BY_ENV = 'Esta configuração vem do ambiente e não pode ser alterada aqui.';
/** A secret typed over its mask ('••••••••1234' edited): neither the stored value nor a new one. */
export const SECRET_PARTLY_MASKED = 'Apague o valor mascarado e digite a credencial completa.';
export const HTTPS_IN_PRODUCTION = 'Em produção os endereços devem usar https.';
export const TOKEN_REQUIRED = 'Configure o Access Token primeiro';
/** Why Mercado Pago is not charging (docs/product.md#admin-mercado-pago): it needs both credentials. */
export const PAYMENTS_MISSING_BOTH = 'Faltam o Access Token e o Webhook Secret.';
export const PAYMENTS_MISSING_TOKEN = 'Falta o Access Token.';
export const PAYMENTS_MISSING_WEBHOOK_SECRET =
  'Falta o Webhook Secret: sem ele nenhuma notificação de pagamento é aceita e nenhum plano seria ativado.';
export const CONNECTION_OK = 'Conexão com Mercado Pago testada com sucesso!';
export const CONNECTION_FAILED = 'Erro ao testar conexão. Verifique suas credenciais.';
/** Seconds the connection test waits for Mercado Pago before it says the connection failed. */
export const CONNECTION_TIMEOUT_SECONDS = 10;
export const CONNECTION_UNREACHABLE = `Não foi possível falar com o Mercado Pago (sem conexão ou sem resposta em ${CONNECTION_TIMEOUT_SECONDS} s). As credenciais não foram verificadas: confira a conexão do servidor e tente de novo.`;
export const CONFIRM_FREE_PLAN =
  'Um plano com preço R$ 0,00 libera o acesso sem pagamento. Confirme para salvar mesmo assim.';
export const CONFIRM_NO_PLAN_ENABLED =
  'Com todos os planos desativados ninguém poderá assinar. Confirme para salvar mesmo assim.';

export const SECRET_MAX = 500;
export const URL_MAX = 500;
export const PLAN_NAME_MAX = 60;
export const PLAN_PRICE_MAX = 100_000;
export const PLAN_DESCRIPTION_MAX = 300;
export const PLAN_CYCLE_MAX = 40;

export const INVALID_ACCESS_TOKEN = userMessage(`O Access Token pode ter no máximo ${SECRET_MAX} caracteres.`);
export const INVALID_PUBLIC_KEY = userMessage(`A Public Key pode ter no máximo ${SECRET_MAX} caracteres.`);
export const INVALID_WEBHOOK_SECRET = userMessage(`O Webhook Secret pode ter no máximo ${SECRET_MAX} caracteres.`);
export const INVALID_URL = userMessage(
  `Informe um endereço completo começando com http:// ou https:// (até ${URL_MAX} caracteres).`,
);
export const INVALID_SANDBOX = userMessage('Modo inválido: use true ou false.');
export const INVALID_PLAN_NAME = userMessage(`O nome do plano deve ter de 1 a ${PLAN_NAME_MAX} caracteres.`);
export const INVALID_PLAN_PRICE = userMessage(
  'O preço deve ser um número de 0 a 100000 com no máximo 2 casas decimais.',
);
export const INVALID_PLAN_CYCLE = userMessage(`O ciclo de cobrança pode ter no máximo ${PLAN_CYCLE_MAX} caracteres.`);
export const INVALID_PLAN_DESCRIPTION = userMessage(
  `A descrição pode ter no máximo ${PLAN_DESCRIPTION_MAX} caracteres.`,
);
export const INVALID_PLAN_ENABLED = userMessage('Ativo deve ser verdadeiro ou falso.');
export const INVALID_CURRENCY = userMessage('A moeda dos planos é BRL.');
export const INVALID_CONFIRM = userMessage('Confirmação inválida.');

/** The plans the screen edits, in their order (docs/product.md#admin-plans). */
export const ADMIN_PLAN_IDS = ['quarterly', 'biannual', 'annual'] as const;
export type AdminPlanId = (typeof ADMIN_PLAN_IDS)[number];

const secretField = (message: string) => z.string({ error: message }).trim().max(SECRET_MAX, message);

/** An absolute http(s) address, or '' for none. https only in production (checked by the server). */
const urlField = z
  .string({ error: INVALID_URL })
  .trim()
  .max(URL_MAX, INVALID_URL)
  .refine((v) => v === '' || isHttpUrl(v), INVALID_URL);

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const URL_FIELDS = ['success_url', 'failure_url', 'webhook_url', 'notification_url'] as const;
export type PaymentUrlField = (typeof URL_FIELDS)[number];
export const PAYMENT_URL_FIELDS = URL_FIELDS;

export const mercadoPagoSettings = z.object({
  /** Masked ('••••••••1234'), '' when none. */
  access_token: z.string(),
  public_key: z.string(),
  success_url: z.string(),
  failure_url: z.string(),
  webhook_url: z.string(),
  notification_url: z.string(),
  /** Masked like the access token; '' when none. */
  webhook_secret: z.string(),
  sandbox_mode: z.enum(['true', 'false']),
  /** A field set by the server's environment: shown, never editable (docs/product.md#admin-mercado-pago). */
  locked: z.object({ access_token: z.boolean(), public_key: z.boolean(), webhook_secret: z.boolean() }),
  /**
   * How payments run now: `mercado_pago` with both an access token and a webhook secret
   * (environment first, else stored); otherwise the demo (outside production) or `off`, with
   * `reason` saying what is missing.
   */
  payments: z.object({
    active: z.boolean(),
    mode: z.enum(['mercado_pago', 'demo', 'off']),
    reason: z.string().nullable(),
  }),
});
export type MercadoPagoSettings = z.infer<typeof mercadoPagoSettings>;

/**
 * A partial update: a field left out is kept. A secret sent as its masked value is kept; '' removes
 * the stored one. An environment field may only be sent unchanged (its masked value).
 */
export const mercadoPagoSettingsBody = z.strictObject({
  access_token: secretField(INVALID_ACCESS_TOKEN).optional(),
  public_key: secretField(INVALID_PUBLIC_KEY).optional(),
  webhook_secret: secretField(INVALID_WEBHOOK_SECRET).optional(),
  success_url: urlField.optional(),
  failure_url: urlField.optional(),
  webhook_url: urlField.optional(),
  notification_url: urlField.optional(),
  sandbox_mode: z.enum(['true', 'false'], { error: INVALID_SANDBOX }).optional(),
});
export type MercadoPagoSettingsBody = z.input<typeof mercadoPagoSettingsBody>;

/** At most 2 decimals, allowing for binary floating point (19.99 * 100 is 1998.9999…). */
const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const adminPlan = z.object({
  name: z.string(),
  price: z.number(),
  currency: z.literal('BRL'),
  billing_cycle: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlan>;

export const adminPlanInput = z.strictObject({
  name: z.string({ error: INVALID_PLAN_NAME }).trim().min(1, INVALID_PLAN_NAME).max(PLAN_NAME_MAX, INVALID_PLAN_NAME),
  price: z
    .number({ error: INVALID_PLAN_PRICE })
    .min(0, INVALID_PLAN_PRICE)
    .max(PLAN_PRICE_MAX, INVALID_PLAN_PRICE)
    .refine(hasTwoDecimals, INVALID_PLAN_PRICE)
    .transform((n) => Math.round(n * 100) / 100),
  currency: z.literal('BRL', { error: INVALID_CURRENCY }).optional(),
  billing_cycle: z.string({ error: INVALID_PLAN_CYCLE }).trim().max(PLAN_CYCLE_MAX, INVALID_PLAN_CYCLE),
  description: z.string({ error: INVALID_PLAN_DESCRIPTION }).trim().max(PLAN_DESCRIPTION_MAX, INVALID_PLAN_DESCRIPTION),
  enabled: z.boolean({ error: INVALID_PLAN_ENABLED }),
});
export type AdminPlanInput = z.input<typeof adminPlanInput>;

export const adminPlans = z.object({ quarterly: adminPlan, biannual: adminPlan, annual: adminPlan });
export type AdminPlans = z.infer<typeof adminPlans>;

/**
 * The plans to change (a plan left out is kept). A price of 0 or no plan left enabled needs
 * `confirm: true`, else 409 with the question the screen asks (docs/product.md#admin-plans).
 */
export const adminPlansBody = z.strictObject({
  quarterly: adminPlanInput.optional(),
  biannual: adminPlanInput.optional(),
  annual: adminPlanInput.optional(),
  confirm: z.boolean({ error: INVALID_CONFIRM }).optional(),
});
export type AdminPlansBody = z.input<typeof adminPlansBody>;

/**
 * The whole screen in one save (docs/product.md#admin-mercado-pago): every part is checked before
 * anything is written, and the settings and the plans commit together or not at all.
 */
export const mercadoPagoSaveBody = z.strictObject({
  settings: mercadoPagoSettingsBody.optional(),
  plans: adminPlansBody.optional(),
});
export type MercadoPagoSaveBody = z.input<typeof mercadoPagoSaveBody>;
export const mercadoPagoSaved = z.object({ settings: mercadoPagoSettings, plans: adminPlans });

export const connectionTestBody = z.strictObject({
  /** A token typed on the screen; its masked value, '' or none tests the configured one. */
  access_token: secretField(INVALID_ACCESS_TOKEN).optional(),
});
export const connectionTestResponse = z.object({ success: z.boolean(), message: z.string() });
export type ConnectionTestResponse = z.infer<typeof connectionTestResponse>;

export const adminPaymentSettingsApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/admin/mercado-pago-settings',
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    status: 200,
    response: mercadoPagoSettings,
  }),
  saveSettings: endpoint({
    method: 'POST',
    path: '/api/admin/mercado-pago-settings',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: mercadoPagoSettingsBody,
    status: 200,
    response: mercadoPagoSettings,
  }),
  plans: endpoint({
    method: 'GET',
    path: '/api/admin/mercado-pago-plans',
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    status: 200,
    response: adminPlans,
  }),
  savePlans: endpoint({
    method: 'POST',
    path: '/api/admin/mercado-pago-plans',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: adminPlansBody,
    status: 200,
    response: adminPlans,
  }),
  /** The screen's 'Salvar': settings and plans, all or nothing. */
  save: endpoint({
    method: 'PUT',
    path: '/api/admin/mercado-pago',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: mercadoPagoSaveBody,
    status: 200,
    response: mercadoPagoSaved,
  }),
  testConnection: endpoint({
    method: 'POST',
    path: '/api/admin/mercado-pago-test',
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    body: connectionTestBody,
    status: 200,
    response: connectionTestResponse,
  }),
};
