import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, tsz, updatedAt } from './common';

/** A parent or professional, identified by issuer + subject, never by e-mail (docs/product.md#sign-in). */
export const users = pgTable(
  'users',
  {
    id: id(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    fullName: text('full_name'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    picture: text('picture'),
    phoneNumber: text('phone_number'),
    birthDate: date('birth_date'),
    location: text('location'),
    languagePreference: text('language_preference').notNull().default('pt-BR'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLoginAt: tsz('last_login_at'),
  },
  (t) => [uniqueIndex('users_issuer_subject_uq').on(t.issuer, t.subject), index('users_email_idx').on(t.email)],
);

/** Server-side sessions: only the SHA-256 of the opaque cookie token is stored. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
    expiresAt: tsz('expires_at').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('user_sessions_token_uq').on(t.tokenHash), index('user_sessions_user_idx').on(t.userId)],
);

/** Pre-login state of the OIDC flow; one row per attempt, deleted when used (single use). */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: createdAt(),
  expiresAt: tsz('expires_at').notNull(),
});

/** LGPD evidence of consent (docs/product.md#accepting-the-terms). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    textHash: text('text_hash').notNull(),
    acceptedAt: createdAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (t) => [index('terms_acceptances_user_version_idx').on(t.userId, t.termsVersion)],
);
