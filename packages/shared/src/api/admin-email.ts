import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { boundedIntParam, dbIdParam } from './fields';

/**
 * The administration's e-mail server, the e-mail templates' switches, the test e-mail and the
 * outbox (docs/product.md#admin-smtp, docs/product.md#email-outbox). Every route is for an
 * administrator's bearer token only (docs/decisions/010-route-access.md).
 */

export const DEFAULT_SMTP_PORT = 587;
export const DEFAULT_FROM_NAME = 'NeuroBridge';

// Texts of the screen (docs/product.md#admin-smtp).
export const SMTP_SAVED = 'Configurações salvas com sucesso!';
/** Followed by the templates' error: 'Configurações SMTP salvas. {erro}'. */
export const SMTP_SAVED_TEMPLATES_FAILED = 'Configurações SMTP salvas.';
export const SMTP_SAVE_FAILED = 'Erro ao salvar configurações SMTP';
export const SERVER_COMMUNICATION_FAILED = 'Erro de comunicação com servidor';
export const TEMPLATES_SAVE_FAILED = 'Erro ao salvar templates de email';
export const TEMPLATES_COMMUNICATION_FAILED = 'Erro de comunicação com servidor (templates)';
export const TEMPLATES_CONNECTION_FAILED = 'Erro ao conectar com servidor (templates)';
export const TOKEN_MISSING = 'Token de autenticação não encontrado. Faça login novamente.';
export const TEST_EMAIL_REQUIRED = userMessage('Digite um email para o teste');
export const TEST_EMAIL_SENT = 'Email de teste enviado com sucesso!';
export const TEST_EMAIL_FAILED = 'Erro ao enviar email de teste';

// Refusals (400/404/409).
export const SMTP_LOCKED = 'O servidor de e-mail vem do ambiente (SMTP_URL) e não pode ser alterado aqui.';
export const SMTP_PASSWORD_PARTLY_MASKED = 'Apague a senha mascarada e digite a senha completa.';
export const SMTP_NOT_CONFIGURED = 'Configure o servidor de e-mail primeiro.';
export const EMAIL_NOT_FOUND = 'E-mail não encontrado.';
export const ONLY_FAILED_RESEND = 'Só um e-mail com falha pode ser reenviado.';
export const UNKNOWN_TEMPLATE = 'Modelo de e-mail desconhecido.';
export const REPEATED_TEMPLATE = 'Cada modelo de e-mail pode aparecer uma vez só.';

/** The ports an administrator's mail server may use in production (docs/product.md#admin-smtp). */
export const MAIL_PORTS = [25, 465, 587, 2525] as const;
export const SMTP_PORT_NOT_ALLOWED = 'Porta não permitida. Use 25, 465, 587 ou 2525.';
/** The test e-mail's one answer for a server that cannot be reached, whatever the reason. */
export const SMTP_UNREACHABLE =
  'Não foi possível conectar ao servidor de e-mail. Verifique o servidor, a porta e a conexão.';

export const SMTP_HOST_MAX = 255;
export const SMTP_USER_MAX = 255;
export const SMTP_PASSWORD_MAX = 500;
export const FROM_NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const INVALID_SMTP_HOST = userMessage(
  `Informe o servidor SMTP: um nome ou endereço sem espaços, de até ${SMTP_HOST_MAX} caracteres.`,
);
export const INVALID_SMTP_PORT = userMessage('A porta deve ser um número de 1 a 65535.');
export const INVALID_SMTP_USER = userMessage(`Informe o usuário do servidor SMTP (até ${SMTP_USER_MAX} caracteres).`);
export const INVALID_SMTP_PASSWORD = userMessage(
  `Informe a senha do servidor SMTP (até ${SMTP_PASSWORD_MAX} caracteres).`,
);
export const INVALID_FROM_NAME = userMessage(
  `O nome do remetente pode ter no máximo ${FROM_NAME_MAX} caracteres, numa linha só.`,
);
export const INVALID_FROM_EMAIL = userMessage('Informe um e-mail de remetente válido.');
export const INVALID_TEST_EMAIL = userMessage('Informe um e-mail válido para o teste.');
export const INVALID_SWITCH = userMessage('Use verdadeiro ou falso.');
export const INVALID_TEMPLATES = userMessage('Envie a lista de modelos de e-mail.');
export const INVALID_TEMPLATE_TYPE = userMessage('Modelo de e-mail inválido.');
export const INVALID_EMAIL_ID = 'E-mail inválido.';
export const INVALID_STATUS_FILTER = userMessage('Situação inválida: use pending, sending, sent ou failed.');
export const INVALID_CURSOR = 'Página inválida.';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** One address, nothing a header could be split on. */
const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX, message)
    .pipe(z.email({ error: message }));

export const smtpSettings = z.object({
  smtp_host: z.string(),
  smtp_port: z.number(),
  smtp_user: z.string(),
  /** Masked ('••••••••abcd'), '' when none. */
  smtp_password: z.string(),
  smtp_secure: z.boolean(),
  from_name: z.string(),
  from_email: z.string(),
  is_active: z.boolean(),
  /** The connection (host, port, user, password, secure) comes from `SMTP_URL`: shown, never editable. */
  locked: z.boolean(),
  /**
   * How e-mail leaves now: `smtp` through the server above; `paused` when sending is switched off;
   * `not_configured` when there is no server: the e-mails wait in the outbox (read there in demo mode).
   */
  delivery: z.enum(['smtp', 'paused', 'not_configured']),
});
export type SmtpSettings = z.infer<typeof smtpSettings>;

/**
 * The whole screen (host, port, user, password and sender e-mail required). The masked password
 * keeps the stored one. With `SMTP_URL` the connection fields may only be sent as they were read.
 */
export const smtpSettingsBody = z.strictObject({
  smtp_host: z
    .string({ error: INVALID_SMTP_HOST })
    .trim()
    .min(1, INVALID_SMTP_HOST)
    .max(SMTP_HOST_MAX, INVALID_SMTP_HOST)
    .regex(/^[^\s/@]+$/, INVALID_SMTP_HOST),
  smtp_port: z
    .number({ error: INVALID_SMTP_PORT })
    .int(INVALID_SMTP_PORT)
    .min(1, INVALID_SMTP_PORT)
    .max(65535, INVALID_SMTP_PORT),
  smtp_user: z
    .string({ error: INVALID_SMTP_USER })
    .trim()
    .min(1, INVALID_SMTP_USER)
    .max(SMTP_USER_MAX, INVALID_SMTP_USER)
    .refine((v) => !CONTROL.test(v), INVALID_SMTP_USER),
  smtp_password: z
    .string({ error: INVALID_SMTP_PASSWORD })
    .trim()
    .min(1, INVALID_SMTP_PASSWORD)
    .max(SMTP_PASSWORD_MAX, INVALID_SMTP_PASSWORD)
    .refine((v) => !CONTROL.test(v), INVALID_SMTP_PASSWORD),
  smtp_secure: z.boolean({ error: INVALID_SWITCH }).default(true),
  from_name: z
    .string({ error: INVALID_FROM_NAME })
    .trim()
    .max(FROM_NAME_MAX, INVALID_FROM_NAME)
    .refine((v) => !CONTROL.test(v), INVALID_FROM_NAME)
    .default(DEFAULT_FROM_NAME)
    .transform((v) => v || DEFAULT_FROM_NAME),
  from_email: emailField(INVALID_FROM_EMAIL),
  is_active: z.boolean({ error: INVALID_SWITCH }).default(true),
});
export type SmtpSettingsBody = z.input<typeof smtpSettingsBody>;

/** A template and its switch (docs/product.md#admin-smtp). */
export const emailTemplate = z.object({
  template_type: z.string(),
  template_name: z.string(),
  description: z.string(),
  is_enabled: z.boolean(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;
export const emailTemplates = z.object({ templates: z.array(emailTemplate) });
export type EmailTemplates = z.infer<typeof emailTemplates>;

/** Only `is_enabled` changes; the name and description the screen sends back are ignored. */
export const emailTemplatesBody = z.strictObject({
  templates: z
    .array(
      z.strictObject({
        template_type: z
          .string({ error: INVALID_TEMPLATE_TYPE })
          .min(1, INVALID_TEMPLATE_TYPE)
          .max(60, INVALID_TEMPLATE_TYPE),
        template_name: z.string().max(200).optional(),
        description: z.string().max(1000).optional(),
        is_enabled: z.boolean({ error: INVALID_SWITCH }),
      }),
      { error: INVALID_TEMPLATES },
    )
    .max(50, INVALID_TEMPLATES),
});
export type EmailTemplatesBody = z.input<typeof emailTemplatesBody>;

/** A real e-mail to `test_email` through `settings` (the screen's, unsaved) or the saved ones. */
export const smtpTestBody = z.strictObject({
  test_email: z
    .string({ error: TEST_EMAIL_REQUIRED })
    .trim()
    .min(1, TEST_EMAIL_REQUIRED)
    .max(EMAIL_MAX, INVALID_TEST_EMAIL)
    .pipe(z.email({ error: INVALID_TEST_EMAIL })),
  settings: smtpSettingsBody.optional(),
});
export type SmtpTestBody = z.input<typeof smtpTestBody>;
/** `detail`: the mail server's own answer when it failed (technical, in its language). */
export const smtpTestResponse = z.object({ success: z.boolean(), message: z.string(), detail: z.string().nullable() });
export type SmtpTestResponse = z.infer<typeof smtpTestResponse>;

export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_STATUS_LABELS: Record<EmailStatus, string> = {
  pending: 'Na fila',
  sending: 'Enviando',
  sent: 'Enviado',
  failed: 'Falhou',
};
export const EMAILS_PAGE_SIZE = 50;

export const outboxEmail = z.object({
  id: z.number(),
  to: z.string(),
  template_type: z.string(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** When a pending e-mail is tried next. */
  next_attempt_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const outboxQuery = z.strictObject({
  status: z.enum(EMAIL_STATUSES, { error: INVALID_STATUS_FILTER }).optional(),
  /** The last id of the previous page. */
  cursor: dbIdParam(INVALID_CURSOR).optional(),
  /** Rows per page, `EMAILS_PAGE_SIZE` when absent (a paged list takes `limit`, see contract.ts `CursorPaging`). */
  limit: boundedIntParam(1, EMAILS_PAGE_SIZE, `O limite deve ser um número de 1 a ${EMAILS_PAGE_SIZE}.`).optional(),
});
export const outboxPage = z.object({
  emails: z.array(outboxEmail),
  next_cursor: z.number().nullable(),
  /** Demo mode: no e-mail leaves this server, and each one is read here. */
  demo: z.boolean(),
});
export type OutboxPage = z.infer<typeof outboxPage>;

export const outboxEmailDetail = z.object({
  email: outboxEmail,
  demo: z.boolean(),
  /** Only in demo mode, for an e-mail not sent: the bodies as they would be delivered (links included). */
  body: z.object({ text: z.string(), html: z.string().nullable() }).nullable(),
  /**
   * The failures before each resend, oldest first: when it was resent, the attempts it had made and
   * its last error then (docs/product.md#email-outbox). Empty for an e-mail never resent.
   */
  history: z.array(z.object({ resent_at: z.string(), attempts: z.number().nullable(), error: z.string().nullable() })),
});
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetail>;

const emailIdParams = z.strictObject({ id: dbIdParam(INVALID_EMAIL_ID) });

export const adminEmailApi = {
  smtp: endpoint({
    method: 'GET',
    path: '/api/admin/smtp',
    access: 'admin',
    area: 'settings',
    tag: 'admin',
    status: 200,
    response: smtpSettings,
  }),
  saveSmtp: endpoint({
    method: 'POST',
    path: '/api/admin/smtp',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: smtpSettingsBody,
    status: 200,
    response: smtpSettings,
  }),
  templates: endpoint({
    method: 'GET',
    path: '/api/admin/email-templates',
    access: 'admin',
    area: 'email',
    tag: 'admin',
    status: 200,
    response: emailTemplates,
  }),
  saveTemplates: endpoint({
    method: 'POST',
    path: '/api/admin/email-templates',
    access: 'admin',
    area: 'email',
    fieldErrors: true,
    tag: 'admin',
    body: emailTemplatesBody,
    status: 200,
    response: emailTemplates,
  }),
  test: endpoint({
    method: 'POST',
    path: '/api/admin/smtp/test',
    access: 'admin',
    area: 'settings',
    fieldErrors: true,
    tag: 'admin',
    body: smtpTestBody,
    status: 200,
    response: smtpTestResponse,
  }),
  emails: endpoint({
    method: 'GET',
    path: '/api/admin/emails',
    paging: { items: 'emails' },
    access: 'admin',
    area: 'email',
    tag: 'admin',
    query: outboxQuery,
    status: 200,
    response: outboxPage,
  }),
  email: endpoint({
    method: 'GET',
    path: '/api/admin/emails/:id',
    access: 'admin',
    area: 'email',
    tag: 'admin',
    params: emailIdParams,
    status: 200,
    response: outboxEmailDetail,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/admin/emails/:id/resend',
    access: 'admin',
    area: 'email',
    tag: 'admin',
    params: emailIdParams,
    status: 200,
    response: outboxEmail,
  }),
};
