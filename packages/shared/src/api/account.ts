import { z } from 'zod';
import { endpoint } from './contract';
import { userMessage } from './errors';

/**
 * A family's own data rights (docs/product.md#data-rights): the account page, the download of all
 * their data (docs/product.md#data-download) and deleting the account
 * (docs/product.md#account-deletion). There is no id in any path: the caller only ever reaches
 * their own account.
 */

export const accountProfile = z.object({
  full_name: z.string().nullable(),
  email: z.string(),
  picture: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** YYYY-MM-DD. */
  birth_date: z.string().nullable(),
  location: z.string().nullable(),
  language_preference: z.string(),
  timezone: z.string(),
  created_at: z.string(),
  role: z.enum(['parent', 'professional']).nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

/** One acceptance of the terms, as stored for LGPD evidence (docs/product.md#accepting-the-terms). */
export const consentRecord = z.object({
  terms_version: z.string(),
  accepted_at: z.string(),
  /** The address the server saw. */
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** SHA-256 of the terms text accepted. */
  text_hash: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecord>;

export const RECIPIENT_KINDS = [
  'identity_provider',
  'payment_provider',
  'ai_provider',
  'email_provider',
  'professional',
] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** Someone who receives the person's data, and why (docs/product.md#my-account). */
export const dataRecipient = z.object({
  kind: z.enum(RECIPIENT_KINDS),
  name: z.string(),
  purpose: z.string(),
  /** False when this installation uses a local stand-in: nothing leaves the server. */
  external: z.boolean(),
  /** A professional's e-mail; null for the providers. */
  email: z.string().nullable(),
  /** The children a professional sees; empty for the providers. */
  children: z.array(z.string()),
});
export type DataRecipient = z.infer<typeof dataRecipient>;

export const accountResponse = z.object({
  profile: accountProfile,
  /** Newest first. */
  consents: z.array(consentRecord),
  recipients: z.array(dataRecipient),
});
export type AccountResponse = z.infer<typeof accountResponse>;

/** A stored row as it is: its columns in snake_case, times in ISO 8601. */
const row = z.record(z.string(), z.unknown());

/** The download of all of a person's data and their children's (docs/product.md#data-download). */
export const accountExport = z.object({
  format: z.literal('neurobridge-meus-dados'),
  version: z.literal(1),
  exported_at: z.string(),
  profile: row,
  /** The role chosen at onboarding and a professional's details. */
  professional_profile: row.nullable(),
  consents: z.array(row),
  subscription: row.nullable(),
  /** Each payment with its `status_history`, oldest first (docs/product.md#admin-payments). */
  payments: z.array(row),
  checkouts: z.array(row),
  children: z.array(
    // The child's own columns, and what belongs to the child.
    z.looseObject({
      progress: z.array(row),
      schedule: z.array(z.looseObject({ completions: z.array(row) })),
      rewards: z.array(row),
      /** The level per game kind, pinned or not (docs/product.md#game-levels). */
      game_levels: z.array(row),
      /** Every star earned and spent (docs/product.md#stars-and-the-reward-shop). */
      star_ledger: z.array(row),
      /** The shop's rewards, removed ones too, and the child's requests for them. */
      shop_rewards: z.array(row),
      reward_requests: z.array(row),
      /** Every professional who had access, with when it was granted and revoked. */
      professionals: z.array(row),
      /** The sessions professionals logged for the child. */
      professional_sessions: z.array(row),
      /** The child's goals, each with its linked activities, its history and its observations (docs/product.md#goals). */
      goals: z.array(z.looseObject({ activities: z.array(row), events: z.array(row), observations: z.array(row) })),
      /** Every trial recorded in the child's sessions, by anyone (docs/product.md#session-trials). */
      session_trials: z.array(row),
      /** Practice professionals assigned to the child's week, each with the entries the family removed and why. */
      home_assignments: z.array(z.looseObject({ removals: z.array(row) })),
      /** What the board tells (docs/product.md#what-the-board-tells): words counted by day, 'Guardar frases', the sentences kept. */
      board_uses: z.array(row),
      board_settings: row.nullable(),
      board_phrases: z.array(row),
    }),
  ),
  invitations_sent: z.array(row),
  chats: z.array(z.looseObject({ messages: z.array(row) })),
  /**
   * As a professional: the children of other families they were given access to, the sessions they
   * logged, the invitations they accepted or asked to accept; and what they wrote about those
   * children: the goals they created (with their linked activities), their own changes to any goal,
   * the observations and trials they recorded, and the practice they assigned.
   */
  as_professional: z.object({
    access: z.array(row),
    sessions: z.array(row),
    invitations: z.array(row),
    goals: z.array(z.looseObject({ activities: z.array(row) })),
    goal_events: z.array(row),
    goal_observations: z.array(row),
    session_trials: z.array(row),
    home_assignments: z.array(row),
  }),
  /** The account's sign-ins (when, from which browser and address), without their keys. */
  sessions: z.array(row),
});
export type AccountExport = z.infer<typeof accountExport>;

/** The word a person types to confirm deleting their account. */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';
export const DELETE_CONFIRMATION_ERROR = userMessage('Digite EXCLUIR para confirmar.');

export const deleteAccountBody = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION_WORD, { error: DELETE_CONFIRMATION_ERROR }),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The file name of the download: neurobridge_meus_dados_<yyyy-mm-dd>.json. */
export const accountExportFilename = (isoDate: string) => `neurobridge_meus_dados_${isoDate}.json`;

export const accountApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/account',
    access: 'user',
    tag: 'account',
    status: 200,
    response: accountResponse,
  }),
  /** JSON sent as an attachment, never cached. */
  export: endpoint({
    method: 'GET',
    path: '/api/account/export',
    answer: 'file',
    access: 'user',
    // The account's own data rights stay open before consent (docs/product.md#consent-gate).
    consent: false,
    tag: 'account',
    status: 200,
    response: accountExport,
  }),
  /** Deletes the account and ends the session (the cookie is cleared). */
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account',
    access: 'user',
    // The account's own data rights stay open before consent (docs/product.md#consent-gate).
    consent: false,
    tag: 'account',
    body: deleteAccountBody,
    status: 204,
  }),
};
