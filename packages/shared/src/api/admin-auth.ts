import { z } from 'zod';
import { ADMIN_ROLES } from '../domain/admin-roles';
import { endpoint } from './contract';
import { userMessage } from './errors';

/**
 * The administrator's sign-in (docs/product.md#admin-sign-in): username and password (Argon2id),
 * then, when the admin has a second factor, a code from the authenticator app or a recovery code.
 * The answer for an unknown user and a wrong password is the same.
 */
export const LOGIN_REQUIRED = userMessage('Informe usuário e senha.');
export const LOGIN_TOO_LONG = userMessage('Usuário ou senha longos demais.');
export const INVALID_CODE_FORMAT = userMessage('Código inválido.');
export const CONFIRM_CODE_REQUIRED = userMessage('Digite o código de 6 dígitos do aplicativo.');

export const INVALID_CREDENTIALS = 'Credenciais inválidas';
export const INVALID_CODE = 'Código inválido ou já usado. Tente novamente.';
export const CODE_REQUIRED = 'Digite o código do aplicativo autenticador.';
/** This client failed too often (for this username, or for any): it waits, others do not. */
export const tooManyAttempts = (minutes: number) =>
  `Muitas tentativas deste dispositivo. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
export const TOTP_ALREADY_ENABLED = 'A verificação em duas etapas já está ativa.';
export const TOTP_NOT_STARTED = 'Comece a configuração da verificação em duas etapas de novo.';
/** 409 on `totpChange` for an admin without a second factor: they set one up first. */
export const TOTP_NOT_ENABLED = 'A verificação em duas etapas não está ativa. Ative-a primeiro.';
/**
 * 403 on the sign-in of a suspended administrator, once the password is right
 * (docs/product.md#admin-team).
 */
export const ADMIN_SUSPENDED = 'Esta conta de administrador está suspensa. Fale com um proprietário.';
/** A set-up-only token (production, no second factor yet) on any other admin route. */
export const TOTP_SETUP_REQUIRED = 'Ative a verificação em duas etapas para continuar.';

export const ADMIN_USERNAME_MAX = 100;
export const ADMIN_PASSWORD_MAX = 200;
/** A 6-digit TOTP, or a recovery code (`xxxxx-xxxxx`, dashes and spaces ignored). */
export const ADMIN_CODE_MAX = 32;
export const RECOVERY_CODE_COUNT = 10;

const required = (max: number) => z.string({ error: LOGIN_REQUIRED }).min(1, LOGIN_REQUIRED).max(max, LOGIN_TOO_LONG);

export const adminLoginBody = z.strictObject({
  username: z.string({ error: LOGIN_REQUIRED }).trim().min(1, LOGIN_REQUIRED).max(ADMIN_USERNAME_MAX, LOGIN_TOO_LONG),
  password: required(ADMIN_PASSWORD_MAX),
  /** Asked for when the answer says `code_required`. */
  code: z.string({ error: INVALID_CODE_FORMAT }).trim().max(ADMIN_CODE_MAX, INVALID_CODE_FORMAT).optional(),
});
export type AdminLoginBody = z.input<typeof adminLoginBody>;

/**
 * Either the second step (`code_required`: the password was right, now the code), or signed in:
 * until when, and whether the set-up of the second factor comes first (`setup_required`: in
 * production the sign-in reaches only the set-up until TOTP is on). The token itself is never in
 * the body: it travels in an HttpOnly cookie no script can read (docs/product.md#admin-sign-in).
 */
export const adminLoginResponse = z.object({
  code_required: z.boolean(),
  expires_at: z.string().nullable(),
  setup_required: z.boolean(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponse>;

export const adminMe = z.object({
  id: z.number().int(),
  username: z.string(),
  /** What this administrator may use (domain/admin-roles.ts, docs/product.md#admin-team). */
  role: z.enum(ADMIN_ROLES),
  /** The address the invitation went to; null for the first administrator, made by the set-up. */
  email: z.string().nullable(),
  totp_enabled: z.boolean(),
  /** In production the second factor is required (docs/product.md#admin-sign-in). */
  totp_required: z.boolean(),
  /** Recovery codes not used yet (0 without TOTP). */
  recovery_codes_left: z.number().int(),
});
export type AdminMe = z.infer<typeof adminMe>;

/** A new secret for the authenticator app; TOTP turns on only when a code from it is confirmed. */
export const totpSetup = z.object({
  /** Base32, to type into the app. */
  secret: z.string(),
  /** otpauth://totp/…, what a QR code carries. */
  otpauth_url: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const totpConfirmBody = z.strictObject({
  code: z
    .string({ error: CONFIRM_CODE_REQUIRED })
    .trim()
    .regex(/^\d{6}$/, CONFIRM_CODE_REQUIRED),
});
export type TotpConfirmBody = z.input<typeof totpConfirmBody>;

/** Shown once: the server keeps only their hashes. */
export const recoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodes>;

/** An administrator changes their own password (docs/product.md#admin-account). */
export const CURRENT_PASSWORD_REQUIRED = userMessage('Digite a senha atual.');
export const NEW_PASSWORD_REQUIRED = userMessage('Digite a nova senha.');
export const PASSWORD_TOO_LONG = userMessage(`A senha pode ter no máximo ${ADMIN_PASSWORD_MAX} caracteres.`);
/** 400 with `fields.current_password`: the current password given is not this admin's. */
export const WRONG_CURRENT_PASSWORD = 'A senha atual não confere.';
/** 400 with `fields.new_password` when the new password is the current one. */
export const SAME_PASSWORD = 'A nova senha precisa ser diferente da atual.';

export const adminPasswordBody = z.strictObject({
  current_password: z
    .string({ error: CURRENT_PASSWORD_REQUIRED })
    .min(1, CURRENT_PASSWORD_REQUIRED)
    .max(ADMIN_PASSWORD_MAX, PASSWORD_TOO_LONG),
  /** Checked for strength on the server (lib/password-strength.ts), like the first admin's. */
  new_password: z
    .string({ error: NEW_PASSWORD_REQUIRED })
    .min(1, NEW_PASSWORD_REQUIRED)
    .max(ADMIN_PASSWORD_MAX, PASSWORD_TOO_LONG),
});
export type AdminPasswordBody = z.input<typeof adminPasswordBody>;

export const adminAuthApi = {
  login: endpoint({
    method: 'POST',
    path: '/api/admin/login',
    access: 'public',
    tag: 'admin',
    body: adminLoginBody,
    status: 200,
    response: adminLoginResponse,
  }),
  /** Revokes the caller's token. */
  logout: endpoint({
    method: 'POST',
    path: '/api/admin/logout',
    access: 'admin',
    area: 'account',
    tag: 'admin',
    status: 204,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    access: 'admin',
    area: 'account',
    tag: 'admin',
    status: 200,
    response: adminMe,
  }),
  totpSetup: endpoint({
    method: 'POST',
    path: '/api/admin/totp/setup',
    access: 'admin',
    area: 'account',
    tag: 'admin',
    status: 200,
    response: totpSetup,
  }),
  /** Turns TOTP on and answers the recovery codes; a set-up-only token becomes a full one. */
  totpConfirm: endpoint({
    method: 'POST',
    path: '/api/admin/totp/confirm',
    access: 'admin',
    area: 'account',
    tag: 'admin',
    body: totpConfirmBody,
    status: 200,
    response: recoveryCodes,
  }),
  /** Replaces the recovery codes (the old ones stop working); needs a current TOTP code. */
  recoveryCodes: endpoint({
    method: 'POST',
    path: '/api/admin/totp/recovery-codes',
    access: 'admin',
    area: 'account',
    tag: 'admin',
    body: totpConfirmBody,
    status: 200,
    response: recoveryCodes,
  }),
  /**
   * Changes the caller's password (strength-checked); the admin's other sign-ins end, this one
   * stays (docs/product.md#admin-account).
   */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/admin/password',
    access: 'admin',
    area: 'account',
    fieldErrors: true,
    tag: 'admin',
    body: adminPasswordBody,
    status: 204,
  }),
  /**
   * Starts replacing the second factor of an admin who has one: a current code proves it is them;
   * the answer is a new secret, which replaces the old one only when `totpConfirm` confirms a code
   * from it (until then the old one keeps working). The recovery codes are renewed then too.
   */
  totpChange: endpoint({
    method: 'POST',
    path: '/api/admin/totp/change',
    access: 'admin',
    area: 'account',
    tag: 'admin',
    body: totpConfirmBody,
    status: 200,
    response: totpSetup,
  }),
};
