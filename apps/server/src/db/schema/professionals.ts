import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { children } from './children';
import { createdAt, id, tsz, updatedAt } from './common';
import { emailOutbox } from './mail';
import { users } from './users';

export const professionalProfiles = pgTable(
  'professional_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    organizationName: text('organization_name'),
    professionalType: text('professional_type'),
    crefitoNumber: text('crefito_number'),
    isVerified: boolean('is_verified').notNull().default(false),
    /** When an admin checked the registration and marked them 'verificado' (docs/product.md#admin-professionals). */
    verifiedAt: tsz('verified_at'),
    /** That admin's username. */
    verifiedBy: text('verified_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('professional_profiles_user_uq').on(t.userId)],
);

/** What a request to accept carries (docs/product.md#accepting-an-invitation). */
export interface InvitationRequestInfo {
  professional_type: string;
  organization_name: string | null;
  crefito_number: string | null;
}

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalEmail: text('professional_email').notNull(),
    /** SHA-256 of the random token; the token itself only travels in the e-mail (docs/product.md#sending-an-invitation). */
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    childIds: integer('child_ids').array().notNull(),
    message: text('message'),
    invitedAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    acceptedAt: tsz('accepted_at'),
    declinedAt: tsz('declined_at'),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The invitation's e-mail in the outbox; null when none was queued (its template switched off)
     * or the e-mail was removed since (docs/product.md#invitation-e-mail-status).
     */
    emailOutboxId: integer('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    /**
     * The accept link, sealed with SECRETS_KEY, so the parent can copy it while the invitation is
     * pending; cleared once it is accepted, declined or withdrawn (docs/product.md#invitation-e-mail-status).
     */
    linkEnc: text('link_enc'),
    /**
     * Someone signed in with another e-mail than the invited one asked to accept it (status
     * `requested`): who, when, and the professional data they sent, kept until the parent approves
     * or refuses (docs/product.md#accepting-an-invitation).
     */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: tsz('requested_at'),
    requestInfo: jsonb('request_info').$type<InvitationRequestInfo>(),
  },
  (t) => [
    uniqueIndex('invitations_token_uq').on(t.tokenHash),
    index('invitations_parent_idx').on(t.parentUserId),
    // Deleting an outbox row (an account's deletion) finds the invitation that pointed to it.
    index('invitations_email_outbox_idx').on(t.emailOutboxId),
    // Deleting the account that asked to accept an invitation finds its requests.
    index('invitations_requested_by_idx').on(t.requestedByUserId),
  ],
);

export const professionalAccess = pgTable(
  'professional_access',
  {
    id: id(),
    professionalUserId: integer('professional_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessGrantedAt: createdAt(),
    accessRevokedAt: tsz('access_revoked_at'),
    isActive: boolean('is_active').notNull().default(true),
    permissions: text('permissions').notNull().default('view_progress,apply_activities,log_sessions'),
  },
  (t) => [
    // One row per professional and child: a revoked access is made active again, never duplicated,
    // so two invitations accepted at once cannot both insert one.
    uniqueIndex('professional_access_pro_child_uq').on(t.professionalUserId, t.childId),
    index('professional_access_pro_idx').on(t.professionalUserId, t.isActive),
    index('professional_access_child_idx').on(t.childId, t.isActive),
    index('professional_access_parent_idx').on(t.parentUserId),
  ],
);

export const professionalSessions = pgTable(
  'professional_sessions',
  {
    id: id(),
    professionalUserId: integer('professional_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    sessionDate: date('session_date').notNull(),
    sessionType: text('session_type').notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    durationMinutes: smallint('duration_minutes').notNull(),
    activitiesCompleted: smallint('activities_completed').notNull().default(0),
    sessionNotes: text('session_notes'),
    progressSummary: text('progress_summary'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('professional_sessions_pro_date_idx').on(t.professionalUserId, t.sessionDate),
    index('professional_sessions_child_idx').on(t.childId),
  ],
);
