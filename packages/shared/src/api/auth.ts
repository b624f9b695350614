import { z } from 'zod';
import { userMessage } from './errors';
import { endpoint } from './contract';

/** The spec's text for a sign-in callback without a code (docs/product.md#sign-in). */
export const NO_CODE_ERROR = userMessage(
  'Cannot exchange code for session token: no code provided in the URL search params.',
);

export const redirectUrlResponse = z.object({ redirectUrl: z.url() });

/** The provider's `code` plus the `state` that binds it to this browser (docs/product.md#sign-in). */
export const createSessionBody = z.strictObject({
  code: z.string({ error: NO_CODE_ERROR }).trim().min(1, NO_CODE_ERROR).max(2048).optional(),
  state: z.string().trim().min(1).max(256).optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBody>;

export const currentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string().nullable(),
  google_user_data: z.object({
    picture: z.string().nullable(),
    given_name: z.string().nullable(),
    family_name: z.string().nullable(),
  }),
  created_at: z.string(),
  last_login_date: z.string().nullable(),
  /** Null until the account chooses at onboarding (docs/product.md#onboarding). */
  role: z.enum(['parent', 'professional']).nullable(),
  /**
   * Whether the account may use the professional area: a professional, or a parent who also
   * accepted an invitation and keeps both areas (docs/product.md#onboarding).
   */
  is_professional: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/**
 * The sign-in's answer: the user, and the page the sign-in was started for, if any (an
 * invitation's, docs/product.md#accepting-an-invitation); the callback page goes there.
 */
export const signedInUser = currentUser.extend({ return_to: z.string().nullable().optional() });

export const okResponse = z.object({ ok: z.literal(true) });

/** Sign-in, the session and sign-out (docs/product.md#sign-in). */
export const authApi = {
  redirectUrl: endpoint({
    method: 'GET',
    path: '/api/oauth/google/redirect_url',
    access: 'public',
    tag: 'auth',
    status: 200,
    response: redirectUrlResponse,
  }),
  /**
   * The same start as a navigation: sets the pre-login cookie and redirects to the provider, so
   * the landing page's buttons work as plain links before its JavaScript has loaded.
   */
  signInStart: endpoint({ method: 'GET', path: '/api/oauth/google/start', access: 'public', tag: 'auth', status: 302 }),
  createSession: endpoint({
    method: 'POST',
    path: '/api/sessions',
    access: 'public',
    tag: 'auth',
    body: createSessionBody,
    status: 200,
    response: signedInUser,
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/users/me',
    access: 'user',
    consent: false,
    tag: 'auth',
    status: 200,
    response: currentUser,
  }),
  /** Also a link the terms screen follows when the terms are declined: ends the session, then `/`. */
  logoutRedirect: endpoint({ method: 'GET', path: '/api/logout', access: 'public', tag: 'auth', status: 302 }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'public',
    tag: 'auth',
    status: 200,
    response: okResponse,
  }),
};
