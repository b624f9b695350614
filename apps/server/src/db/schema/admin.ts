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
    createdAt: createdAt(),
    lastLoginAt: tsz('last_login_at'),
  },
  (t) => [uniqueIndex('admins_username_uq').on(t.username)],
);

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
  },
  (t) => [uniqueIndex('admin_tokens_hash_uq').on(t.tokenHash)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Global settings, all strings (docs/product.md#app-settings). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
