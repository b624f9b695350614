import {
  DEFAULT_SMTP_PORT,
  smtpSettingsBody,
  type SmtpSettings,
  type SmtpSettingsBody,
} from '@neurobridge/shared/api/admin-email';
import { formErrors } from '../../../lib/form-errors';

/** The screen's fields as typed; the port stays text so a non-number can fall back to 587. */
export interface SmtpForm {
  smtp_host: string;
  smtp_port: string;
  smtp_user: string;
  smtp_password: string;
  smtp_secure: boolean;
  from_name: string;
  from_email: string;
  is_active: boolean;
}
export type SmtpField = keyof SmtpForm;
export type SmtpErrors = Partial<Record<SmtpField, string>>;

export const toSmtpForm = (s: SmtpSettings): SmtpForm => ({
  smtp_host: s.smtp_host,
  smtp_port: String(s.smtp_port),
  smtp_user: s.smtp_user,
  smtp_password: s.smtp_password,
  smtp_secure: s.smtp_secure,
  from_name: s.from_name,
  from_email: s.from_email,
  is_active: s.is_active,
});

/** A port that is not a whole number falls back to 587 (docs/product.md#admin-smtp). */
export function portOf(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : DEFAULT_SMTP_PORT;
}

/**
 * The body the API takes, or the fields' messages when a required one is missing or wrong: the
 * contract's own rules and texts, so the screen says what the server would. The masked password
 * goes back as read, which keeps the stored one.
 */
export function smtpBody(form: SmtpForm): { body: SmtpSettingsBody; errors: SmtpErrors } {
  const body: SmtpSettingsBody = { ...form, smtp_port: portOf(form.smtp_port) };
  return { body, errors: formErrors(smtpSettingsBody, body) };
}
