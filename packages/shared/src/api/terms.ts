import { z } from 'zod';
import { okResponse } from './auth';
import { endpoint } from './contract';

export const termsCheckResponse = z.object({
  hasAccepted: z.boolean(),
  terms_version: z.string(),
  /**
   * When this account accepted an earlier version and not the current one: what changed, shown
   * first (docs/product.md#consent-gate); null otherwise.
   */
  changes: z.object({ from_version: z.string(), summary: z.string() }).nullable().default(null),
  /** Only for an account that works as a professional: the professional's own terms (docs/product.md#consent-gate). */
  professional_terms: z.object({ hasAccepted: z.boolean(), version: z.string() }).optional(),
});
export type TermsCheckResponse = z.infer<typeof termsCheckResponse>;

/**
 * A version of the terms: its text in the terms markup (domain/terms-markup.ts), and, for a version
 * an admin published, its title, the summary of what changed and when (null for the built-in 1.0).
 */
export const termsDocument = z.object({
  version: z.string(),
  text: z.string(),
  title: z.string().nullable().default(null),
  summary: z.string().nullable().default(null),
  published_at: z.string().nullable().default(null),
});
export type TermsDocument = z.infer<typeof termsDocument>;

/** `ip_address` is accepted for compatibility and ignored: the server records the IP it observed (docs/product.md#accepting-the-terms). */
export const termsAcceptBody = z.strictObject({
  terms_version: z.string().trim().min(1).max(20),
  ip_address: z.string().max(64).optional(),
});
export type TermsAcceptBody = z.infer<typeof termsAcceptBody>;

export const termsVersionParams = z.strictObject({
  version: z.string().regex(/^\d{1,3}\.\d{1,3}$/, 'Versão inválida.'),
});

/** Every published version, newest first: past versions stay readable (docs/product.md#terms-text). */
export const termsVersions = z.object({
  current: z.string(),
  versions: z.array(
    z.object({ version: z.string(), title: z.string().nullable(), published_at: z.string().nullable() }),
  ),
});
export type TermsVersions = z.infer<typeof termsVersions>;

export const termsApi = {
  versions: endpoint({
    method: 'GET',
    path: '/api/terms/versions',
    access: 'public',
    tag: 'terms',
    status: 200,
    response: termsVersions,
  }),
  /** One version, current or past; 404 for a version never published. */
  version: endpoint({
    method: 'GET',
    path: '/api/terms/versions/:version',
    access: 'public',
    tag: 'terms',
    params: termsVersionParams,
    status: 200,
    response: termsDocument,
  }),
  document: endpoint({
    method: 'GET',
    path: '/api/terms',
    access: 'public',
    tag: 'terms',
    status: 200,
    response: termsDocument,
  }),
  /** The professional's terms, accepted on top of the terms above (docs/product.md#consent-gate). */
  professionalDocument: endpoint({
    method: 'GET',
    path: '/api/terms/professional',
    access: 'public',
    tag: 'terms',
    status: 200,
    response: termsDocument,
  }),
  check: endpoint({
    method: 'GET',
    path: '/api/terms/check',
    access: 'user',
    consent: false,
    tag: 'terms',
    status: 200,
    response: termsCheckResponse,
  }),
  accept: endpoint({
    method: 'POST',
    path: '/api/terms/accept',
    access: 'user',
    consent: false,
    tag: 'terms',
    body: termsAcceptBody,
    status: 200,
    response: okResponse,
  }),
};
