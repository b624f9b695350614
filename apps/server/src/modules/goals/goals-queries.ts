import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { activities, progressEntries } from '../../db/schema/activities';
import { goalActivities, goalObservations, goals } from '../../db/schema/goals';
import { professionalProfiles } from '../../db/schema/professionals';
import { isCompleted } from '../progress/progress-rules';
import { chosenSessionRecords, type GoalRow } from './goal-measures';

/** A goal as stored, with what its answer needs besides: its creator's type and its linked activities. */
export interface GoalRead {
  goal: GoalRow;
  creatorType: string | null;
  activities: { id: number; title: string }[];
}

/** Its criterion's measure: the latest value and how many there are (docs/product.md#goals). */
export interface MeasureSummary {
  last: number | null;
  count: number;
}

/** Active, paused, met, ended; newest first within each (docs/product.md#goals). */
export const goalOrder = [
  sql`case ${goals.status} when 'active' then 0 when 'paused' then 1 when 'met' then 2 else 3 end`,
  desc(goals.createdAt),
  desc(goals.id),
];

// The linked activities, by title, as one JSON value per goal (pg answers it parsed, PGlite may not).
const activitiesOfGoal = sql<{ id: number; title: string }[] | string>`(select coalesce(json_agg(json_build_object(
    'id', ${activities.id}, 'title', ${activities.title}) order by ${activities.title}, ${activities.id}), '[]'::json)
  from ${goalActivities} join ${activities} on ${activities.id} = ${goalActivities.activityId}
  where ${goalActivities.goalId} = ${goals.id})`;

/** The goals `where` picks (a child's, or one of them), in the list's order, in one query. */
export async function readGoals(db: Db, where: SQL): Promise<GoalRead[]> {
  const rows = await db
    .select({ goal: goals, creatorType: professionalProfiles.professionalType, activities: activitiesOfGoal })
    .from(goals)
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, goals.createdBy))
    .where(where)
    .orderBy(...goalOrder);
  return rows.map((r) => ({
    goal: r.goal,
    creatorType: r.creatorType,
    activities: typeof r.activities === 'string' ? JSON.parse(r.activities) : r.activities,
  }));
}

/** One goal of this child, or null (another child's goal is not found either). */
export async function readGoal(db: Db, childId: number, goalId: number): Promise<GoalRead | null> {
  const [read] = await readGoals(db, and(eq(goals.childId, childId), eq(goals.id, goalId))!);
  return read ?? null;
}

const TZ = sql.raw(`'${TIME_ZONE}'`);
const p = alias(progressEntries, 'p');

/**
 * Each goal's criterion measure, latest value and count, for the goals `where` picks among the
 * child's, in one statement (the list of a child's goals stays one query for the goals and one for
 * this, docs/product.md#goals): the linked games' finished scores from the goal's start (São Paulo
 * midnight), the sessions' chosen records (`chosenSessionRecords`), the observations — each as the
 * detail's measures count them. Goals without a measure are absent.
 */
export async function measureSummaries(db: Db, childId: number, goalId?: number): Promise<Map<number, MeasureSummary>> {
  const picked = goalId === undefined ? sql`` : sql`and ${goals.id} = ${goalId}`;
  const ofMeasure = (measure: string) =>
    sql`select ${goals.id} from ${goals} where ${goals.childId} = ${childId} and ${goals.measure} = ${measure} ${picked}`;
  const result = await db.execute(sql`${chosenSessionRecords(ofMeasure('trials'))},
    game as (
      select distinct on (g.id) g.id as goal_id, count(*) over (partition by g.id) as n, ${p.score}::numeric as last
      from ${goals} g
        join ${goalActivities} ga on ga.goal_id = g.id
        join ${progressEntries} ${p} on ${p.childId} = g.child_id and ${p.activityId} = ga.activity_id
      where g.id in (${ofMeasure('game_score')}) and ${isCompleted(p)} and ${p.score} is not null
        and ${p.completionDate} >= (g.start_date::timestamp at time zone ${TZ})
      order by g.id, ${p.completionDate} desc, ${p.id} desc
    ), sessions as (
      select distinct on (goal_id) goal_id, count(*) over (partition by goal_id) as n,
        round(correct * 100.0 / total) as last
      from chosen
      order by goal_id, session_date desc, start_time desc nulls last, session_id desc
    ), observed as (
      select distinct on (o.goal_id) o.goal_id, count(*) over (partition by o.goal_id) as n,
        case when o.achieved then 100 else 0 end::numeric as last
      from ${goalObservations} o join ${goals} g on g.id = o.goal_id
      where o.goal_id in (${ofMeasure('observation')}) and o.observed_on >= g.start_date
      order by o.goal_id, o.observed_on desc, o.id desc
    )
    select goal_id, n, last from game
    union all select goal_id, n, last from sessions
    union all select goal_id, n, last from observed`);
  // Both drivers (pg and PGlite) answer `{ rows }`; counts and numerics may come as text.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return new Map(rows.map((r) => [Number(r.goal_id), { last: Number(r.last), count: Number(r.n) }]));
}
