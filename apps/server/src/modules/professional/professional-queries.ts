import { and, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import { professionalSessions } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { preparedQuery } from '../../lib/prepared-query';
import { childIdsGivenTo, childrenGivenTo } from '../children/child-access';

const userId = sql.placeholder('userId');
const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

/**
 * The professional's own sessions of the children given to them: every read of the workspace
 * filters by `childrenGivenTo` (modules/children/child-access.ts), so a revoked access hides the
 * child and its sessions from the next request on (docs/product.md#child-access). Driven by
 * professional_access_pro_idx.
 */
const mySessions = (db: Db) =>
  and(
    eq(professionalSessions.professionalUserId, userId),
    inArray(professionalSessions.childId, childIdsGivenTo(db, userId)),
  );

export const childrenQuery = preparedQuery((db) =>
  db
    .select({
      id: children.id,
      name: children.name,
      avatarUrl: children.avatarUrl,
      diagnosisTea: children.diagnosisTea,
      diagnosisTdah: children.diagnosisTdah,
      birthDate: children.birthDate,
      sensorySettings: children.sensorySettings,
      parentName: sql<string | null>`coalesce(${users.fullName}, ${users.givenName})`,
    })
    .from(children)
    .innerJoin(users, eq(users.id, children.parentUserId))
    .where(childrenGivenTo(userId))
    .orderBy(children.name, children.id)
    .prepare('professional_children'),
);

/** The four numbers in one statement: one aggregate over the professional's sessions. */
export const statsQuery = preparedQuery((db) =>
  db
    .select({
      assignedChildren: scalar(db.select({ n: count() }).from(children).where(childrenGivenTo(userId))),
      totalSessions: count(),
      thisWeekSessions: sql<number>`count(*) filter (where ${professionalSessions.sessionDate}
        between ${sql.placeholder('weekStart')}::date and ${sql.placeholder('weekEnd')}::date)`.mapWith(Number),
      avgSessionDuration: sql<string | null>`round(avg(${professionalSessions.durationMinutes}))`,
    })
    .from(professionalSessions)
    .where(mySessions(db))
    .prepare('professional_stats'),
);

const sessionColumns = { session: professionalSessions, childName: children.name };
const startTimeKey = sql`coalesce(${professionalSessions.startTime}, '')`;

/**
 * A page of the professional's sessions, newest first (date, start time, id), with the optional
 * filters as nullable parameters so one prepared statement serves every combination.
 */
const page = (db: Db, after?: SQL) =>
  db
    .select(sessionColumns)
    .from(professionalSessions)
    .innerJoin(children, eq(children.id, professionalSessions.childId))
    .where(
      and(
        mySessions(db),
        sql`(${sql.placeholder('childId')}::int is null or ${professionalSessions.childId} = ${sql.placeholder('childId')}::int)`,
        sql`(${sql.placeholder('from')}::date is null or ${professionalSessions.sessionDate} >= ${sql.placeholder('from')}::date)`,
        sql`(${sql.placeholder('to')}::date is null or ${professionalSessions.sessionDate} <= ${sql.placeholder('to')}::date)`,
        after,
      ),
    )
    .orderBy(desc(professionalSessions.sessionDate), desc(startTimeKey), desc(professionalSessions.id))
    .limit(sql.placeholder('take'));

export const firstPageQuery = preparedQuery((db) => page(db).prepare('professional_sessions_first_page'));
export const pageAfterQuery = preparedQuery((db) =>
  page(
    db,
    sql`(${professionalSessions.sessionDate}, ${startTimeKey}, ${professionalSessions.id}) <
      (select c.session_date, coalesce(c.start_time, ''), c.id from ${professionalSessions} c
       where c.id = ${sql.placeholder('cursor')} and c.professional_user_id = ${userId})`,
  ).prepare('professional_sessions_page_after'),
);

/** One of the professional's sessions, while they still have access to its child. */
export const sessionQuery = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(professionalSessions)
    .innerJoin(children, eq(children.id, professionalSessions.childId))
    .where(and(eq(professionalSessions.id, sql.placeholder('id')), mySessions(db)))
    .limit(1)
    .prepare('professional_session'),
);

export function deleteSession(db: Db, id: number, professionalUserId: number) {
  return db
    .delete(professionalSessions)
    .where(
      and(
        eq(professionalSessions.id, id),
        eq(professionalSessions.professionalUserId, professionalUserId),
        inArray(professionalSessions.childId, childIdsGivenTo(db, professionalUserId)),
      ),
    )
    .returning({ id: professionalSessions.id });
}

/** The child page's extras: the parent's name, and this professional's sessions with the child. */
export const childExtrasQuery = preparedQuery((db) => {
  const withChild = and(
    eq(professionalSessions.professionalUserId, userId),
    eq(professionalSessions.childId, sql.placeholder('childId')),
  );
  return db
    .select({
      parentName: sql<string | null>`coalesce(${users.fullName}, ${users.givenName})`,
      sessionsCount: scalar(db.select({ n: count() }).from(professionalSessions).where(withChild)),
      lastSessionDate: sql<string | null>`(${db
        .select({ d: sql`max(${professionalSessions.sessionDate})::text` })
        .from(professionalSessions)
        .where(withChild)})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('parentUserId')))
    .prepare('professional_child_extras');
});
