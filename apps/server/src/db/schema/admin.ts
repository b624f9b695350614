import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tsz, updatedAt } from './common';

export const admins = pgTable(
  'admins',
  {
    id: id(),
    username: text('username').notNull(),
    /** Argon2id (docs/product.md#admin). */
    passwordHash: text('password_hash').notNull(),
    totpSecretEnc: text('totp_secret_enc'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code is used once (docs/product.md#admin-sign-in). */
    totpLastStep: integer('totp_last_step'),
    /**
     * A new secret while the admin replaces their second factor: the old one works until a code
     * from this one is confirmed (docs/product.md#admin-account).
     */
    totpPendingEnc: text('totp_pending_enc'),
    /** `owner`, `support` or `content` (domain/admin-roles.ts, docs/product.md#admin-team). */
    role: text('role').notNull().default('owner'),
    /** The invitation's address; null for the first administrator, made by the set-up. */
    email: text('email'),
    invitedBy: integer('invited_by'),
    /** A suspended admin cannot sign in and their tokens stop working. */
    suspendedAt: tsz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    createdAt: createdAt(),
    lastLoginAt: tsz('last_login_at'),
  },
  (t) => [uniqueIndex('admins_username_uq').on(t.username), uniqueIndex('admins_email_uq').on(t.email)],
);

/**
 * An owner's invitation to join the team (docs/product.md#admin-team): the set-up link's token is
 * kept as a SHA-256 hash; the e-mail goes through the outbox.
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: id(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    acceptedAt: tsz('accepted_at'),
    acceptedAdminId: integer('accepted_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    withdrawnAt: tsz('withdrawn_at'),
    /** The latest e-mail queued for it (its delivery state is the outbox row's). */
    emailOutboxId: integer('email_outbox_id'),
  },
  (t) => [uniqueIndex('admin_invitations_token_uq').on(t.tokenHash), index('admin_invitations_email_idx').on(t.email)],
);

/**
 * Terms versions an admin published (docs/product.md#admin-terms); 1.0 is built in
 * (modules/terms/terms-texts.ts). A row is never updated: a new version replaces it.
 */
export const termsVersions = pgTable('terms_versions', {
  version: text('version').primaryKey(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  summary: text('summary').notNull(),
  textHash: text('text_hash').notNull(),
  publishedAt: tsz('published_at').notNull(),
  publishedBy: integer('published_by').references(() => admins.id, { onDelete: 'set null' }),
  /** The admin's username when they published it (kept if they leave). */
  publishedByLabel: text('published_by_label'),
});

export const adminTokens = pgTable(
  'admin_tokens',
  {
    id: id(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    revokedAt: tsz('revoked_at'),
    /**
     * `full`, or `setup`: issued in production to an admin without a second factor, it reaches only
     * the set-up routes until TOTP is on (docs/product.md#admin-sign-in).
     */
    scope: text('scope').notNull().default('full'),
  },
  (t) => [uniqueIndex('admin_tokens_hash_uq').on(t.tokenHash)],
);

/** One-time recovery codes of an administrator's second factor, stored as SHA-256 hashes. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: tsz('used_at'),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/**
 * Failed admin sign-ins, counted per (username, client) and per client across every server (the
 * limits of docs/product.md#admin-sign-in live in the database, not in one process).
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: id(),
    /** `pair:<address>|<username>` or `ip:<address>` (modules/admin-auth/login-limits.ts). */
    key: text('key').notNull(),
    at: tsz('at').notNull().defaultNow(),
  },
  (t) => [index('admin_login_failures_key_at_idx').on(t.key, t.at)],
);

/**
 * The audit trail (docs/product.md#audit-trail): append-only, each entry carrying the hash of the
 * one before it, so a changed or removed entry breaks the chain.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** `admin`, `user` (a family acting on its own data) or `system`. */
    actorType: text('actor_type').notNull().default('admin'),
    /** The admin's or user's id when the entry was written (kept when they are deleted). */
    actorId: integer('actor_id'),
    /** The admin's username or the user's e-mail when the entry was written. */
    actorLabel: text('actor_label'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
  ],
);

/** Global settings, all strings (docs/product.md#app-settings). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
