import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { professionalAccess } from '../../db/schema/professionals';
import type { SessionCache } from '../auth/session-cache';
import { activeAccess } from '../children/child-access';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface EndedAccess {
  id: number;
  professionalUserId: number;
  parentUserId: number;
  childId: number;
}

/**
 * The one write that ends access (docs/product.md#professionals-of-a-child), used by a family's
 * revoke and by the administration's end of a professional's every access
 * (docs/product.md#admin-professionals): each matching row still active is marked inactive with
 * the time it ended, and kept. The child-access check reads the row on every request of a
 * professional, so their next request is refused, on every server; the sessions they logged stay.
 * A row ended already is not ended again: a second call ends nothing more, and two at once end
 * each row once (the second waits for the first's row lock, then finds it inactive).
 */
export function endAccesses(db: Db | Tx, where: SQL | undefined, now: Date): Promise<EndedAccess[]> {
  return db
    .update(professionalAccess)
    .set({ isActive: false, accessRevokedAt: now })
    .where(and(where, activeAccess()))
    .returning({
      id: professionalAccess.id,
      professionalUserId: professionalAccess.professionalUserId,
      parentUserId: professionalAccess.parentUserId,
      childId: professionalAccess.childId,
    });
}

/**
 * After the ending committed: the dashboards' counts of the families and the professionals' kept
 * reads are dropped here at once, and on other servers by the table's change notice
 * (docs/decisions/015-session-cache.md).
 */
export function forgetEnded(sessionCache: SessionCache, ended: EndedAccess[]): void {
  for (const id of new Set(ended.flatMap((e) => [e.parentUserId, e.professionalUserId]))) {
    sessionCache.forgetReadsOf(id);
  }
}
