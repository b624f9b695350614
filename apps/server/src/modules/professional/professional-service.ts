import type {
  ProfessionalChild,
  ProfessionalChildSummary,
  ProfessionalStats,
} from '@neurobridge/shared/api/professional';
import { weekDates } from '@neurobridge/shared/domain/time';
import type { AppDeps } from '../../app-deps';
import type { ChildAccess } from '../children/child-access';
import { createProgressService } from '../progress/progress-service';
import { childExtrasQuery, childrenQuery, statsQuery } from './professional-queries';
import { toProfessionalChild } from './professional-view';

/**
 * The professional's workspace reads (docs/product.md#professional-workspace): their children,
 * their numbers and the page of one child. Only children with active access count, read on every
 * request, so a revocation counts from the next one.
 */
export function createProfessionalService(deps: AppDeps) {
  const { db, clock } = deps;
  const progress = createProgressService(deps);
  return {
    async children(userId: number): Promise<ProfessionalChild[]> {
      const rows = await childrenQuery(db).execute({ userId });
      return rows.map((row) => toProfessionalChild(row, row.parentName));
    },

    /** One statement; "this week" is Sunday to Saturday in São Paulo by the app clock. */
    async stats(userId: number): Promise<ProfessionalStats> {
      const week = weekDates(clock.now());
      const [row] = await statsQuery(db).execute({ userId, ...week });
      return {
        assignedChildren: row?.assignedChildren ?? 0,
        thisWeekSessions: row?.thisWeekSessions ?? 0,
        avgSessionDuration: row?.avgSessionDuration == null ? 0 : Number(row.avgSessionDuration),
        totalSessions: row?.totalSessions ?? 0,
      };
    },

    /**
     * The child (already checked by the route: readable, and reached through access given, see
     * lib/actor.ts `professionalChild`), its progress numbers and this professional's sessions with it.
     */
    async childSummary(userId: number, access: ChildAccess): Promise<ProfessionalChildSummary> {
      const { child } = access;
      const [numbers, [extras]] = await Promise.all([
        progress.summary(child.id),
        childExtrasQuery(db).execute({ userId, childId: child.id, parentUserId: child.parentUserId }),
      ]);
      return {
        child: toProfessionalChild(child, extras?.parentName ?? null),
        progress: numbers,
        sessions_count: extras?.sessionsCount ?? 0,
        last_session_date: extras?.lastSessionDate ?? null,
      };
    },
  };
}

export type ProfessionalService = ReturnType<typeof createProfessionalService>;
