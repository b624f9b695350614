import {
  ACCESS_NOT_FOUND,
  INVITATION_ALREADY_USED,
  INVITATION_EXPIRED,
  INVITATION_LINK_NOT_KEPT,
  INVITATION_NOT_FOUND_FOR_CHILD,
  type ChildProfessional,
  type ChildProfessionalsResponse,
  type InvitationLinkResponse,
  type PendingInvitation,
} from '@neurobridge/shared/api/child-professionals';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import { emailOutbox } from '../../db/schema/mail';
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { HttpError, notFound } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import { open } from '../../lib/secret-box';
import { activeAccess, type ChildRow } from '../children/child-access';
import { endAccesses, forgetEnded } from './end-access';

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
// Written out with aliases: drizzle leaves table names off columns inside a select list.
const nameOf = (u: string) => `coalesce(nullif(btrim(${u}.full_name), ''), ${u}.email)`;

/**
 * The state of an invitation's e-mail (docs/product.md#invitation-e-mail-status) from its outbox row
 * `o` (left-joined): the parent's list and the administration's (docs/product.md#admin-invitations).
 */
export const invitationEmailStatus = (o: string) =>
  sql.raw(`case
    when ${o}.status is null then 'not_sent'
    when ${o}.status in ('pending', 'sending') then 'pending'
    else ${o}.status end`);

/** The name a parent knows a professional by: their full name, or their e-mail without one. */
export const professionalName = sql<string>`coalesce(nullif(btrim(${users.fullName}), ''), ${users.email})`;

/** How long the parent still sees a declined invitation ("Recusado"). */
const DECLINED_SHOWN_DAYS = 30;

/** The access rows as `pa` below, for the one active-access condition (modules/children/child-access.ts). */
const pa = alias(professionalAccess, 'pa');

const listQuery = preparedQuery((db) => {
  const childId = sql.placeholder('childId');
  return db
    .select({
      professionals: sql<ChildProfessional[] | string>`(select coalesce(json_agg(json_build_object(
          'access_id', pa.id,
          'name', ${sql.raw(nameOf('u'))},
          'email', u.email,
          'professional_type', pp.professional_type,
          'organization_name', pp.organization_name,
          'access_granted_at', ${sql.raw(iso('pa.created_at'))},
          'verified', coalesce(pp.is_verified, false)
        ) order by pa.created_at, pa.id), '[]'::json)
        from ${professionalAccess} pa
        join ${users} u on u.id = pa.professional_user_id
        left join ${professionalProfiles} pp on pp.user_id = pa.professional_user_id
        where pa.child_id = ${childId} and ${activeAccess({ rows: pa })})`,
      invitations: sql<PendingInvitation[] | string>`(select coalesce(json_agg(json_build_object(
          'id', i.id,
          'status', i.status,
          'professional_email', i.professional_email,
          'requested_by_email', case when i.status = 'requested' then ru.email end,
          'requested_at', case when i.status = 'requested' then ${sql.raw(iso('i.requested_at'))} end,
          'invited_at', ${sql.raw(iso('i.created_at'))},
          'expires_at', ${sql.raw(iso('i.expires_at'))},
          'declined_at', case when i.status = 'declined' then ${sql.raw(iso('i.declined_at'))} end,
          'email_status', ${invitationEmailStatus('o')},
          'link_available', i.link_enc is not null
        ) order by i.created_at desc, i.id desc), '[]'::json)
        from ${invitations} i
        left join ${emailOutbox} o on o.id = i.email_outbox_id
        left join ${users} ru on ru.id = i.requested_by_user_id
        where i.parent_user_id = ${sql.placeholder('parentUserId')}
          and ${childId}::int = any(i.child_ids)
          and ((i.status = 'pending' and i.expires_at > ${sql.placeholder('now')}::timestamptz)
            or (i.status = 'requested' and ru.id is not null)
            or (i.status = 'declined'
              and i.declined_at > ${sql.placeholder('now')}::timestamptz - interval '${sql.raw(String(DECLINED_SHOWN_DAYS))} days')))`,
    })
    .from(sql`(select 1) as one`)
    .prepare('child_professionals');
});

const parsed = <T>(value: T[] | string | null | undefined): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

/**
 * The parent's control over who sees a child (docs/product.md#professionals-of-a-child): the
 * professionals with active access and the pending invitations, revoking an access, withdrawing an
 * invitation. The child comes already checked ('manage': the owner only) by the route's contract.
 */
export function createChildProfessionalsService({
  db,
  clock,
  secretsKey,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'secretsKey' | 'sessionCache'>) {
  return {
    /** Both lists in one query (docs/decisions/014-fast-reads.md). */
    async list(child: ChildRow): Promise<ChildProfessionalsResponse> {
      const [row] = await listQuery(db).execute({
        childId: child.id,
        parentUserId: child.parentUserId,
        now: clock.now().toISOString(),
      });
      return {
        professionals: parsed(row?.professionals),
        invitations: parsed(row?.invitations),
      };
    },

    /**
     * Ends an access of this child. The child-access check reads the access row on every request
     * of a professional, so their next request is refused; the sessions they logged stay. The
     * dashboard's count is dropped here at once and on other servers by the table's change notice
     * (docs/decisions/015-session-cache.md).
     */
    async revoke(child: ChildRow, accessId: number): Promise<void> {
      const ended = await endAccesses(
        db,
        and(eq(professionalAccess.id, accessId), eq(professionalAccess.childId, child.id)),
        clock.now(),
      );
      if (ended.length === 0) throw notFound(ACCESS_NOT_FOUND);
      forgetEnded(sessionCache, ended);
    },

    /**
     * Withdraws a pending invitation that includes this child: for all its children, as the e-mail
     * carries one link. A used (accepted, declined, withdrawn) one is refused; another family's, or
     * one without this child, is not found.
     */
    async withdrawInvitation(child: ChildRow, invitationId: number): Promise<void> {
      const ofChild = and(
        eq(invitations.id, invitationId),
        eq(invitations.parentUserId, child.parentUserId),
        sql`${child.id}::int = any(${invitations.childIds})`,
      );
      const [withdrawn] = await db
        .update(invitations)
        .set({ status: 'withdrawn', linkEnc: null })
        .where(and(ofChild, eq(invitations.status, 'pending')))
        .returning({ id: invitations.id });
      if (withdrawn) return;
      const [existing] = await db.select({ id: invitations.id }).from(invitations).where(ofChild);
      if (existing) throw new HttpError(409, INVITATION_ALREADY_USED);
      throw notFound(INVITATION_NOT_FOUND_FOR_CHILD);
    },

    /**
     * The accept link of a pending invitation that includes this child, for the parent to send
     * themselves (docs/product.md#invitation-e-mail-status). The route lets the owner only.
     */
    async invitationLink(child: ChildRow, invitationId: number): Promise<InvitationLinkResponse> {
      const [row] = await db
        .select({ status: invitations.status, expiresAt: invitations.expiresAt, linkEnc: invitations.linkEnc })
        .from(invitations)
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitations.parentUserId, child.parentUserId),
            sql`${child.id}::int = any(${invitations.childIds})`,
          ),
        );
      if (!row) throw notFound(INVITATION_NOT_FOUND_FOR_CHILD);
      if (row.status !== 'pending') throw new HttpError(409, INVITATION_ALREADY_USED);
      if (row.expiresAt <= clock.now()) throw new HttpError(409, INVITATION_EXPIRED);
      if (!row.linkEnc) throw new HttpError(409, INVITATION_LINK_NOT_KEPT);
      try {
        return { url: open(secretsKey, row.linkEnc) };
      } catch {
        // Sealed under another SECRETS_KEY (docs/product.md#secrets): as good as not kept.
        throw new HttpError(409, INVITATION_LINK_NOT_KEPT);
      }
    },
  };
}

export type ChildProfessionalsService = ReturnType<typeof createChildProfessionalsService>;
