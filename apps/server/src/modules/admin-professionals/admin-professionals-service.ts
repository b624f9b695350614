import {
  ADMIN_PROFESSIONALS_PAGE_MAX,
  PROFESSIONAL_NOT_FOUND,
  type adminProfessionalsQuery,
  type AdminProfessional,
  type AdminProfessionalsPage,
  type EndAccessResult,
} from '@neurobridge/shared/api/admin-professionals';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { invitations, professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import type { Acting } from '../../lib/actor';
import { notFound } from '../../lib/http-error';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import { endAccesses, forgetEnded, type EndedAccess } from '../child-professionals/end-access';
import { familyAccessEndedEmail, professionalAccessEndedEmail } from '../mail/access-ended-emails';
import { lockProfessional, professionalRow, professionalsPage } from './admin-professionals-queries';
import { toAdminProfessional } from './admin-professionals-view';

type ListQuery = z.output<typeof adminProfessionalsQuery>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The page size when the caller asks for none. */
export const ADMIN_PROFESSIONALS_PAGE_DEFAULT = 50;

/**
 * The back-office's professionals (docs/product.md#admin-professionals): the list, the
 * 'verificado' mark and ending a professional's every access. Each action is one transaction with
 * its audit entry, under the professional's profile row lock.
 */
export function createAdminProfessionalsService({
  db,
  clock,
  outbox,
  sessionCache,
}: Pick<AppDeps, 'db' | 'clock' | 'outbox' | 'sessionCache'>) {
  const audit = (tx: Db, acting: Acting, entry: Omit<AuditEntry, 'actor' | 'from'>) =>
    recordAudit(tx, clock, {
      actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
      from: acting.from,
      ...entry,
    });

  async function one(db: Db | Tx, id: number): Promise<AdminProfessional> {
    const row = await professionalRow(db, id);
    if (!row) throw notFound(PROFESSIONAL_NOT_FOUND);
    return toAdminProfessional(row);
  }

  /**
   * The families of the ended accesses, each told by e-mail which of its children the professional
   * no longer sees (its active children only: a removed child is nobody's to tell about).
   */
  async function tellFamilies(tx: Tx, ended: EndedAccess[], professionalName: string) {
    if (ended.length === 0) return { children: 0, families: 0, emailed: 0 };
    const rows = await tx
      .select({
        parentId: children.parentUserId,
        childName: children.name,
        parentName: users.fullName,
        parentEmail: users.email,
      })
      .from(children)
      .innerJoin(users, eq(users.id, children.parentUserId))
      .where(
        and(
          inArray(
            children.id,
            ended.map((e) => e.childId),
          ),
          eq(children.isActive, true),
        ),
      )
      .orderBy(children.parentUserId, children.name, children.id);
    const byFamily = new Map<number, { name: string | null; email: string; children: string[] }>();
    for (const r of rows) {
      const family = byFamily.get(r.parentId) ?? { name: r.parentName, email: r.parentEmail, children: [] };
      family.children.push(r.childName);
      byFamily.set(r.parentId, family);
    }
    let emailed = 0;
    for (const family of byFamily.values()) {
      const queued = await outbox.enqueue(tx, {
        to: family.email,
        templateType: 'professional_access_ended_family',
        ...familyAccessEndedEmail({ parentName: family.name, professionalName, childNames: family.children }),
      });
      if (queued) emailed += 1;
    }
    return { children: rows.length, families: byFamily.size, emailed };
  }

  async function setVerified(id: number, verified: boolean, acting: Acting): Promise<AdminProfessional> {
    return db.transaction(async (tx) => {
      const pro = await lockProfessional(tx, id);
      if (!pro) throw notFound(PROFESSIONAL_NOT_FOUND);
      // Marked again: the first check's date and admin stay.
      if (pro.isVerified !== verified) {
        const now = clock.now();
        await tx
          .update(professionalProfiles)
          .set(
            verified
              ? { isVerified: true, verifiedAt: now, verifiedBy: acting.admin.username, updatedAt: now }
              : { isVerified: false, verifiedAt: null, verifiedBy: null, updatedAt: now },
          )
          .where(eq(professionalProfiles.userId, id));
      }
      await audit(tx, acting, {
        action: verified ? 'professional.verified' : 'professional.unverified',
        target: { type: 'user', id },
        details: { email: pro.email, was_verified: pro.isVerified },
      });
      return one(tx, id);
    });
  }

  return {
    /** A page of professionals (one statement), newest first, with the next page's cursor. */
    async list(query: ListQuery): Promise<AdminProfessionalsPage> {
      const limit = Math.min(query.limit ?? ADMIN_PROFESSIONALS_PAGE_DEFAULT, ADMIN_PROFESSIONALS_PAGE_MAX);
      const rows = await professionalsPage(db, { q: query.q, verified: query.verified, cursor: query.cursor }, limit);
      const page = rows.slice(0, limit);
      return {
        professionals: page.map(toAdminProfessional),
        next_cursor: rows.length > limit ? String(page.at(-1)!.profileId) : null,
      };
    },

    /** The families see 'Verificado' on the professional's card from their next read. */
    verify: (id: number, acting: Acting) => setVerified(id, true, acting),
    unverify: (id: number, acting: Acting) => setVerified(id, false, acting),

    /**
     * Ends the professional's access to every child, in one transaction
     * (docs/product.md#admin-professionals): each active access as a family's revoke ends it, the
     * requests to accept an invitation they made and a family has not answered refused as a
     * family's refusal does, the reason e-mailed to them, and each family whose children they saw
     * told by e-mail. Nothing left to end (a second call): nothing ended, nobody e-mailed.
     */
    async endAccess(id: number, reason: string, acting: Acting): Promise<EndAccessResult> {
      const now = clock.now();
      const done = await db.transaction(async (tx) => {
        const pro = await lockProfessional(tx, id);
        if (!pro) throw notFound(PROFESSIONAL_NOT_FOUND);
        const ended = await endAccesses(tx, eq(professionalAccess.professionalUserId, id), now);
        const refused = await tx
          .update(invitations)
          .set({ status: 'declined', declinedAt: now, linkEnc: null, requestInfo: null })
          .where(and(eq(invitations.requestedByUserId, id), eq(invitations.status, 'requested')))
          .returning({ id: invitations.id });
        const name = pro.fullName?.trim() || pro.email;
        const told = await tellFamilies(tx, ended, name);
        const professionalEmailed =
          ended.length + refused.length > 0 &&
          (await outbox.enqueue(tx, {
            to: pro.email,
            templateType: 'professional_access_ended',
            ...professionalAccessEndedEmail({ name: pro.fullName, reason, requestsRefused: refused.length > 0 }),
          })) !== null;
        await audit(tx, acting, {
          action: 'professional.access_ended',
          target: { type: 'user', id },
          details: {
            email: pro.email,
            reason,
            accesses_ended: ended.length,
            children: told.children,
            families: told.families,
            requests_refused: refused.length,
            professional_emailed: professionalEmailed,
            families_emailed: told.emailed,
          },
        });
        return { ended, children: told.children };
      });
      forgetEnded(sessionCache, done.ended);
      return { professional: await one(db, id), ended: done.children };
    },
  };
}

export type AdminProfessionalsService = ReturnType<typeof createAdminProfessionalsService>;
