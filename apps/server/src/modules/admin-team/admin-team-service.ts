import { ADMIN_NOT_FOUND, NOT_YOURSELF, type Team, type TeamMember } from '@neurobridge/shared/api/admin-team';
import { AREA_FORBIDDEN, LAST_OWNER, mayUse, type AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { admins, adminTokens } from '../../db/schema/admin';
import type { Acting } from '../../lib/actor';
import { HttpError, notFound } from '../../lib/http-error';
import { recordAudit } from '../audit/audit-log';
import { toMember } from './admin-team-view';
import type { TeamInvitationsService } from './team-invitations-service';
import { lockTeam } from './team-queries';

type AdminRow = typeof admins.$inferSelect;

const isActiveOwner = (row: AdminRow) => row.role === 'owner' && !row.suspendedAt;

/**
 * The administrators' team (docs/product.md#admin-team): an owner changes another admin's role,
 * suspends them (their sign-ins end at once) and reactivates them. Each change runs under the team
 * lock and re-reads what it depends on there, so two owners demoting or suspending each other at
 * once leave one active owner: the second finds the first's change done.
 */
export function createAdminTeamService(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  invitations: Pick<TeamInvitationsService, 'list'>,
) {
  /**
   * Runs `change` on the member `id` under the team lock; `change` answers the new row, or null
   * when nothing was to change (a double click: no second write, no second audit entry).
   */
  async function changeMember(
    id: number,
    acting: Acting,
    change: (tx: Db, target: AdminRow) => Promise<AdminRow | null>,
  ): Promise<TeamMember> {
    if (id === acting.admin.id) throw new HttpError(409, NOT_YOURSELF);
    return db.transaction(async (tx) => {
      await lockTeam(tx);
      const [target] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
      if (!target) throw notFound(ADMIN_NOT_FOUND);
      return toMember((await change(tx, target)) ?? target);
    });
  }

  /** 409 when `target` is the last active owner and the change would leave none. */
  async function keepAnOwner(tx: Db, target: AdminRow): Promise<void> {
    if (!isActiveOwner(target)) return;
    const [owners] = await tx
      .select({ n: count() })
      .from(admins)
      .where(and(eq(admins.role, 'owner'), isNull(admins.suspendedAt)));
    if ((owners?.n ?? 0) <= 1) throw new HttpError(409, LAST_OWNER);
  }

  /**
   * The caller as of now, under the lock: an owner demoted or suspended by a change that committed
   * while this request waited acts no more.
   */
  async function stillMayManage(tx: Db, acting: Acting): Promise<void> {
    const [me] = await tx
      .select({ role: admins.role, suspendedAt: admins.suspendedAt })
      .from(admins)
      .where(eq(admins.id, acting.admin.id));
    if (!me || me.suspendedAt || !mayUse(me.role as AdminRole, 'team')) throw new HttpError(403, AREA_FORBIDDEN);
  }

  const actorOf = (acting: Acting) => ({ type: 'admin' as const, id: acting.admin.id, label: acting.admin.username });

  return {
    async list(): Promise<Team> {
      const [members, invited] = await Promise.all([
        db.select().from(admins).orderBy(asc(admins.id)),
        invitations.list(),
      ]);
      return { members: members.map(toMember), invitations: invited };
    },

    changeRole(id: number, role: AdminRole, acting: Acting): Promise<TeamMember> {
      return changeMember(id, acting, async (tx, target) => {
        if (target.role === role) return null;
        if (role !== 'owner') await keepAnOwner(tx, target);
        await stillMayManage(tx, acting);
        const [changed] = await tx.update(admins).set({ role }).where(eq(admins.id, id)).returning();
        await recordAudit(tx, clock, {
          actor: actorOf(acting),
          action: 'team.role_changed',
          target: { type: 'admin', id },
          details: { username: target.username, old: target.role, new: role },
          from: acting.from,
        });
        return changed!;
      });
    },

    /** Ends every sign-in of the admin at once; they cannot sign in until reactivated. */
    suspend(id: number, reason: string, acting: Acting): Promise<TeamMember> {
      return changeMember(id, acting, async (tx, target) => {
        if (target.suspendedAt) return null;
        await keepAnOwner(tx, target);
        await stillMayManage(tx, acting);
        const now = clock.now();
        const [changed] = await tx
          .update(admins)
          .set({ suspendedAt: now, suspendedReason: reason })
          .where(eq(admins.id, id))
          .returning();
        const ended = await tx
          .update(adminTokens)
          .set({ revokedAt: now })
          .where(and(eq(adminTokens.adminId, id), isNull(adminTokens.revokedAt)))
          .returning({ id: adminTokens.id });
        await recordAudit(tx, clock, {
          actor: actorOf(acting),
          action: 'team.suspended',
          target: { type: 'admin', id },
          details: { username: target.username, role: target.role, reason, sessions_ended: ended.length },
          from: acting.from,
        });
        return changed!;
      });
    },

    reactivate(id: number, acting: Acting): Promise<TeamMember> {
      return changeMember(id, acting, async (tx, target) => {
        if (!target.suspendedAt) return null;
        await stillMayManage(tx, acting);
        const [changed] = await tx
          .update(admins)
          .set({ suspendedAt: null, suspendedReason: null })
          .where(eq(admins.id, id))
          .returning();
        await recordAudit(tx, clock, {
          actor: actorOf(acting),
          action: 'team.reactivated',
          target: { type: 'admin', id },
          details: { username: target.username, role: target.role, was_suspended_for: target.suspendedReason },
          from: acting.from,
        });
        return changed!;
      });
    },
  };
}

export type AdminTeamService = ReturnType<typeof createAdminTeamService>;
