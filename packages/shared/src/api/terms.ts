import { z } from 'zod';
import { okResponse } from './auth';
import { endpoint } from './contract';

export const termsCheckResponse = z.object({
  hasAccepted: z.boolean(),
  terms_version: z.string(),
  /** Only for an account that works as a professional: the professional's own terms (docs/product.md#consent-gate). */
  professional_terms: z.object({ hasAccepted: z.boolean(), version: z.string() }).optional(),
});
export type TermsCheckResponse = z.infer<typeof termsCheckResponse>;

export const termsDocument = z.object({ version: z.string(), text: z.string() });
export type TermsDocument = z.infer<typeof termsDocument>;

/** `ip_address` is accepted for compatibility and ignored: the server records the IP it observed (docs/product.md#accepting-the-terms). */
export const termsAcceptBody = z.strictObject({
  terms_version: z.string().trim().min(1).max(20),
  ip_address: z.string().max(64).optional(),
});
export type TermsAcceptBody = z.infer<typeof termsAcceptBody>;

export const termsApi = {
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
