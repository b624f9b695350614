import {
  adminEmailApi,
  SERVER_COMMUNICATION_FAILED,
  SMTP_SAVE_FAILED,
  SMTP_SAVED,
  SMTP_SAVED_TEMPLATES_FAILED,
  TEMPLATES_COMMUNICATION_FAILED,
  TEMPLATES_CONNECTION_FAILED,
  TEMPLATES_SAVE_FAILED,
  TOKEN_MISSING,
  type EmailTemplate,
  type SmtpSettingsBody,
} from '@neurobridge/shared/api/admin-email';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { adminCall } from '../api/admin-client';

/**
 * What a failed call says: the server's own 4xx text; else its fallback when the server answered
 * an error, when it could not be reached, or when its answer could not be read.
 */
export function failureText(err: unknown, fallbacks: { refused: string; unreachable: string; unreadable: string }) {
  if (err instanceof ApiError) {
    return err.status >= 400 && err.status < 500 && err.serverMessage ? err.serverMessage : fallbacks.refused;
  }
  return err instanceof NetworkError ? fallbacks.unreachable : fallbacks.unreadable;
}

export interface SaveOutcome {
  /** Whether the server settings were saved (then the screen reloads them). */
  settingsSaved: boolean;
  /** Whether the templates were saved too (or there were none to save). */
  templatesSaved: boolean;
  text: string;
  /** The fields the server refused, to mark beside them (then no toast). */
  fields?: Record<string, string>;
}

/**
 * The save order of docs/product.md#admin-smtp: the settings first; the templates only once the
 * settings are saved and when there are any; a template failure after saved settings is a partial
 * success, 'Configurações SMTP salvas. {erro dos templates}'.
 */
export async function saveSmtpScreen(body: SmtpSettingsBody, templates: EmailTemplate[]): Promise<SaveOutcome> {
  try {
    await adminCall(adminEmailApi.saveSmtp, { body });
  } catch (err) {
    // The sign-in is over (the cookie expired or was revoked): the text, and the admin layout goes
    // to /admin/login (docs/product.md#admin-smtp).
    if (err instanceof ApiError && err.status === 401) {
      return { settingsSaved: false, templatesSaved: false, text: TOKEN_MISSING };
    }
    if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
      return {
        settingsSaved: false,
        templatesSaved: false,
        text: err.serverMessage ?? SMTP_SAVE_FAILED,
        fields: err.fields,
      };
    }
    const text = failureText(err, {
      refused: SMTP_SAVE_FAILED,
      unreachable: SERVER_COMMUNICATION_FAILED,
      unreadable: SERVER_COMMUNICATION_FAILED,
    });
    return { settingsSaved: false, templatesSaved: false, text };
  }
  if (templates.length > 0) {
    try {
      await adminCall(adminEmailApi.saveTemplates, {
        body: { templates: templates.map(({ template_type, is_enabled }) => ({ template_type, is_enabled })) },
      });
    } catch (err) {
      const reason = failureText(err, {
        refused: TEMPLATES_SAVE_FAILED,
        unreachable: TEMPLATES_CONNECTION_FAILED,
        unreadable: TEMPLATES_COMMUNICATION_FAILED,
      });
      return { settingsSaved: true, templatesSaved: false, text: `${SMTP_SAVED_TEMPLATES_FAILED} ${reason}` };
    }
  }
  return { settingsSaved: true, templatesSaved: true, text: SMTP_SAVED };
}
