import {
  CHILD_SESSIONS_PAGE_DEFAULT,
  type ChildSessionsPage,
  type childSessionsQuery,
} from '@neurobridge/shared/api/child-professionals';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { professionalSessions } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { preparedQuery } from '../../lib/prepared-query';
import type { ChildAccess } from '../children/child-access';
import { professionalName } from './child-professionals-service';

export type ChildSessionsInput = z.output<typeof childSessionsQuery>;

const s = professionalSessions;
// 0 for the parent (every session of the child); a professional's id for only theirs.
const byWhom = sql`(${sql.placeholder('professionalUserId')}::int = 0
  or ${s.professionalUserId} = ${sql.placeholder('professionalUserId')}::int)`;

const page = (db: Db, after?: SQL) =>
  db
    .select({
      id: s.id,
      session_date: s.sessionDate,
      session_type: s.sessionType,
      duration_minutes: s.durationMinutes,
      activities_completed: s.activitiesCompleted,
      session_notes: s.sessionNotes,
      progress_summary: s.progressSummary,
      professional_name: professionalName,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.professionalUserId))
    .where(and(eq(s.childId, sql.placeholder('childId')), byWhom, after))
    .orderBy(desc(s.sessionDate), desc(s.id))
    .limit(sql.placeholder('take'));
const firstPageQuery = preparedQuery((db) => page(db).prepare('child_sessions_first_page'));
const pageAfterQuery = preparedQuery((db) =>
  page(
    db,
    sql`(${s.sessionDate}, ${s.id}) < (select c.session_date, c.id from ${s} c
      where c.id = ${sql.placeholder('cursor')} and c.child_id = ${sql.placeholder('childId')})`,
  ).prepare('child_sessions_page_after'),
);

/**
 * The sessions professionals logged for a child, newest first, a page at a time
 * (docs/product.md#sessions-on-the-child-page): the parent sees all of them, including those of a
 * professional whose access has ended; a professional with access sees only their own.
 */
export function createChildSessionsService({ db }: Pick<AppDeps, 'db'>) {
  return {
    async list(
      { child, role }: ChildAccess,
      viewerId: number,
      { limit = CHILD_SESSIONS_PAGE_DEFAULT, cursor }: ChildSessionsInput,
    ): Promise<ChildSessionsPage> {
      const params = {
        childId: child.id,
        professionalUserId: role === 'owner' ? 0 : viewerId,
        take: limit + 1,
      };
      const rows = cursor
        ? await pageAfterQuery(db).execute({ ...params, cursor })
        : await firstPageQuery(db).execute(params);
      const sessions = rows.slice(0, limit);
      return { sessions, next_cursor: rows.length > limit ? String(sessions[sessions.length - 1]!.id) : null };
    },
  };
}

export type ChildSessionsService = ReturnType<typeof createChildSessionsService>;
