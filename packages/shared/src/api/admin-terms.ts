import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { termsDocument, termsVersionParams } from './terms';

/**
 * Terms the administration publishes (docs/product.md#admin-terms): an owner writes a new version
 * (title, text in the terms markup with headings and lists, a summary of what changed), previews it
 * as a family will see it, and publishes it; from then on every family and professional is asked to
 * accept it, with the summary first. A published version is never edited, only replaced.
 */

export const TERMS_TITLE_MAX = 150;
export const TERMS_TEXT_MAX = 100_000;
export const TERMS_SUMMARY_MAX = 2_000;

export const TERMS_VERSION_INVALID = userMessage('Versão inválida: use números como 1.1 ou 2.0.');
export const TERMS_TITLE_REQUIRED = userMessage('Informe o título.');
export const TERMS_TITLE_TOO_LONG = userMessage(`O título pode ter no máximo ${TERMS_TITLE_MAX} caracteres.`);
export const TERMS_TEXT_REQUIRED = userMessage('Escreva o texto dos termos.');
export const TERMS_TEXT_TOO_LONG = userMessage(`O texto pode ter no máximo ${TERMS_TEXT_MAX} caracteres.`);
export const TERMS_SUMMARY_REQUIRED = userMessage('Resuma o que mudou: é o que as famílias leem primeiro.');
export const TERMS_SUMMARY_TOO_LONG = userMessage(`O resumo pode ter no máximo ${TERMS_SUMMARY_MAX} caracteres.`);
/** 409 (`fields.version`): the version must be newer than the current one. */
export const TERMS_VERSION_NOT_NEWER = 'A nova versão precisa ser maior que a atual.';
/** 409 (`fields.version`): a number already published (under another spelling, or before a newer one was made current). */
export function termsVersionTaken(version: string): string {
  return `A versão ${version} já foi publicada e não muda. Escolha um número novo.`;
}
export const TERMS_VERSION_NOT_FOUND = 'Versão dos termos não encontrada.';

export const publishTermsBody = z.strictObject({
  version: z
    .string({ error: TERMS_VERSION_INVALID })
    .trim()
    .regex(/^\d{1,3}\.\d{1,3}$/, TERMS_VERSION_INVALID),
  title: z
    .string({ error: TERMS_TITLE_REQUIRED })
    .trim()
    .min(1, TERMS_TITLE_REQUIRED)
    .max(TERMS_TITLE_MAX, TERMS_TITLE_TOO_LONG),
  text: z
    .string({ error: TERMS_TEXT_REQUIRED })
    .trim()
    .min(1, TERMS_TEXT_REQUIRED)
    .max(TERMS_TEXT_MAX, TERMS_TEXT_TOO_LONG),
  summary: z
    .string({ error: TERMS_SUMMARY_REQUIRED })
    .trim()
    .min(1, TERMS_SUMMARY_REQUIRED)
    .max(TERMS_SUMMARY_MAX, TERMS_SUMMARY_TOO_LONG),
});
export type PublishTermsBody = z.input<typeof publishTermsBody>;

export const adminTermsVersion = z.object({
  version: z.string(),
  title: z.string().nullable(),
  summary: z.string().nullable(),
  published_at: z.string().nullable(),
  /** The admin who published it; null for the built-in 1.0. */
  published_by: z.string().nullable(),
  /** SHA-256 of the text, as each acceptance records it. */
  text_hash: z.string(),
  /** Accounts that accepted this version. */
  acceptances: z.number().int(),
  current: z.boolean(),
});
export type AdminTermsVersion = z.infer<typeof adminTermsVersion>;

export const adminTermsList = z.object({
  /** The version everyone must have accepted. */
  current: z.string(),
  /** The next version's number, suggested for the form (current + 0.1). */
  next_version: z.string(),
  /** Newest first. */
  versions: z.array(adminTermsVersion),
});
export type AdminTermsList = z.infer<typeof adminTermsList>;

const terms = { access: 'admin', area: 'terms', tag: 'admin' } as const;

export const adminTermsApi = {
  list: endpoint({ ...terms, method: 'GET', path: '/api/admin/terms', status: 200, response: adminTermsList }),
  version: endpoint({
    ...terms,
    method: 'GET',
    path: '/api/admin/terms/:version',
    params: termsVersionParams,
    status: 200,
    response: termsDocument,
  }),
  /**
   * Publishes a new version and makes it the current one in the same transaction (the
   * `terms_version` setting follows); every session is asked to accept it on its next request.
   */
  publish: endpoint({
    ...terms,
    method: 'POST',
    path: '/api/admin/terms',
    idempotency: 'required',
    fieldErrors: true,
    body: publishTermsBody,
    status: 201,
    response: adminTermsVersion,
  }),
};
