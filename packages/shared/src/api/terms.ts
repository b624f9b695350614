import { z } from 'zod';

export const termsCheckResponse = z.object({ hasAccepted: z.boolean(), terms_version: z.string() });
export type TermsCheckResponse = z.infer<typeof termsCheckResponse>;

export const termsDocument = z.object({ version: z.string(), text: z.string() });
export type TermsDocument = z.infer<typeof termsDocument>;

/** `ip_address` is accepted for compatibility and ignored: the server records the IP it observed (DECISIONS §3). */
export const termsAcceptBody = z.strictObject({
  terms_version: z.string().trim().min(1).max(20),
  ip_address: z.string().max(64).optional(),
});
export type TermsAcceptBody = z.infer<typeof termsAcceptBody>;
