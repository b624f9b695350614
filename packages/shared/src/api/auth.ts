import { z } from 'zod';

export const redirectUrlResponse = z.object({ redirectUrl: z.url() });

/** DECISIONS §2: the spec's `{code}` plus the `state` that binds the code to this browser. */
export const createSessionBody = z.strictObject({
  code: z.string().trim().min(1).max(2048).optional(),
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
});
export type CurrentUser = z.infer<typeof currentUser>;

export const okResponse = z.object({ ok: z.literal(true) });
