import { and, eq, or, sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../app-deps';
import { subscriptions } from '../../db/schema/billing';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';
import { HttpError, notFound } from '../../lib/http-error';
import { preparedQuery } from '../../lib/prepared-query';
import { asRefusal } from '../../lib/security-events';
import type { ChildAccessMode } from '@neurobridge/shared/api/contract';
import type { SessionUser } from '../auth/session-service';

export type ChildRow = typeof children.$inferSelect;
export type ChildRole = 'owner' | 'professional';
export type { ChildAccessMode };
export interface ChildAccess {
  child: ChildRow;
  role: ChildRole;
  /** The child's parent's subscription (null without one): their plan decides what is locked. */
  parentSubscription: typeof subscriptions.$inferSelect | null;
}

/** What each role may do with a child (docs/product.md#child-access). */
const ALLOWED: Record<ChildRole, ReadonlySet<ChildAccessMode>> = {
  owner: new Set(['read', 'record', 'manage']),
  professional: new Set(['read', 'record']),
};

/** The key under which the children service keeps a parent's active children (sessionCache.memo). */
export const OWN_CHILDREN_MEMO = 'children';

export const CHILD_NOT_FOUND = 'Criança não encontrada.';
export const OWNER_ONLY = 'Somente o responsável pode alterar ou remover este perfil.';

const findQuery = preparedQuery((db) =>
  db
    .select({ child: children, accessId: professionalAccess.id, parentSubscription: subscriptions })
    .from(children)
    .leftJoin(
      professionalAccess,
      and(eq(professionalAccess.childId, children.id), activeAccess({ of: sql.placeholder('userId') })),
    )
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, children.parentUserId))
    .where(and(eq(children.id, sql.placeholder('childId')), activeChild()))
    .limit(1)
    .prepare('child_access'),
);

/**
 * The one access check for a child. Routes under a child declare the mode they need in their
 * contract and reach it through plugins/child-scope.ts; services that take a child id from a body
 * or a query call `find` directly. The parent may do anything; a professional with active access
 * may read and record progress (revocation counts from the next request, as the row is read each
 * time); anyone else gets the same 404 as for a child that does not exist, so an id reveals
 * nothing (docs/product.md#child-access). The same query reads the parent's subscription, so
 * what is locked for the child needs no second read (docs/decisions/014-fast-reads.md).
 */
export function createChildAccessService({ db, clock, sessionCache }: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>) {
  return {
    /**
     * The check for a caller whose session is at hand: a parent's own child is found in the
     * children list kept with their session (dropped by any change to their children,
     * docs/decisions/015-session-cache.md), their plan is the session's, and no query is needed;
     * anyone else, or a list not kept, goes through `find`.
     */
    async forUser(user: SessionUser, childId: number, mode: ChildAccessMode): Promise<ChildAccess> {
      const kept = sessionCache.peek<ChildRow[]>(user.id, OWN_CHILDREN_MEMO, clock.now().getTime());
      const child = kept && (await kept).find((c) => c.id === childId);
      if (child) return { child, role: 'owner', parentSubscription: user.subscription };
      return this.find(user.id, childId, mode);
    },

    async find(userId: number, childId: number, mode: ChildAccessMode): Promise<ChildAccess> {
      const [row] = await findQuery(db).execute({ userId, childId });
      // Refusals are security events (lib/security-events.ts): a sweep over ids shows in the log.
      if (!row) throw asRefusal(notFound(CHILD_NOT_FOUND), 'child_access');
      const role: ChildRole | null =
        row.child.parentUserId === userId ? 'owner' : row.accessId !== null ? 'professional' : null;
      if (!role) throw asRefusal(notFound(CHILD_NOT_FOUND), 'child_access');
      // Someone who already knows the child gets a clear refusal, not a pretend 404.
      if (!ALLOWED[role].has(mode)) throw asRefusal(new HttpError(403, OWNER_ONLY), 'owner_only');
      return { child: row.child, role, parentSubscription: row.parentSubscription };
    },
  };
}

export type ChildAccessService = ReturnType<typeof createChildAccessService>;

/**
 * A user in a list condition: their id, or a prepared statement's placeholder
 * (docs/decisions/014-fast-reads.md).
 */
export type UserRef = number | Placeholder;

// The list conditions below are the only place where "whose children" and "an access that still
// counts" are written (docs/product.md#child-access): every list of children, or of their data,
// filters by one of them, and child-access-matrix.test.ts walks every list against
// `readableChildren`.

/** A child not removed. */
function activeChild(): SQL {
  return eq(children.isActive, true);
}

/** `professional_access`, or an alias of it in a hand-written statement. */
export interface AccessRows {
  isActive: Column;
  professionalUserId: Column;
}

/**
 * An access row the family has not ended; `of` a professional, only that professional's. The
 * access rows of a child (who sees it) and of a professional (whom they see) filter by it.
 */
export function activeAccess({ of, rows = professionalAccess }: { of?: UserRef; rows?: AccessRows } = {}): SQL {
  const active = eq(rows.isActive, true);
  return of === undefined ? active : and(eq(rows.professionalUserId, of), active)!;
}

/** An access row of this professional that the family ended. */
function endedAccess(professional: UserRef): SQL {
  return and(eq(professionalAccess.professionalUserId, professional), eq(professionalAccess.isActive, false))!;
}

/** The parent's own children: the parent area's lists (children, dashboard, invitations). */
export function ownChildren(parent: UserRef): SQL {
  return and(eq(children.parentUserId, parent), activeChild())!;
}

/**
 * The children given to a professional: active, with an access the family has not ended. The
 * professional workspace's lists (children, numbers, sessions) filter by it, so a revocation hides
 * the child from the next request on (docs/product.md#professional-workspace).
 */
export function childrenGivenTo(professional: UserRef): SQL {
  return and(
    activeChild(),
    sql`${children.id} in (select ${professionalAccess.childId} from ${professionalAccess} where ${activeAccess({ of: professional })})`,
  )!;
}

/**
 * The children a professional had and no longer has: active, with their access ended by the
 * family. Not a list anyone sees: such a professional is told "access ended" instead of "not
 * found" (docs/product.md#session-records).
 */
export function childrenTakenFrom(professional: UserRef): SQL {
  return and(
    activeChild(),
    sql`${children.id} in (select ${professionalAccess.childId} from ${professionalAccess} where ${endedAccess(professional)})`,
  )!;
}

/** `childrenGivenTo` as the subquery of their ids, for rows that point at a child (sessions). */
export function childIdsGivenTo(db: Db, professional: UserRef) {
  return db.select({ id: children.id }).from(children).where(childrenGivenTo(professional));
}

/**
 * The children a user may read, as a condition for list queries: their own, and those given to
 * them as a professional. No list may show a child outside it: the access matrix checks every one
 * (child-access-matrix.test.ts).
 */
export function readableChildren(user: UserRef): SQL {
  return or(ownChildren(user), childrenGivenTo(user))!;
}
