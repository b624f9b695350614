import {
  GAME_GOAL_NEEDS_ACTIVITY,
  GOAL_ACTIVITY_NOT_FOUND,
  GOAL_MET_ONLY_ENDS,
  GOAL_NOT_FOUND,
  GOAL_NOT_YOURS,
  REVIEW_BEFORE_START,
  TOO_MANY_ACTIVE_GOALS,
  type ChildGoals,
  type createGoalBody,
  type Goal,
  type GoalDetail,
} from '@neurobridge/shared/api/goals';
import { ACTIVE_GOALS_MAX } from '@neurobridge/shared/domain/goals';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { goalActivities, goalEvents, goals } from '../../db/schema/goals';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import type { ChildAccess } from '../children/child-access';
import { lockChild } from '../schedule/schedule-completion';
import { goalAnswer } from './goal-answer';
import { diffGoal, type GoalChanges } from './goal-changes';
import { evaluateGoalMet } from './goal-measures';
import { goalMeasures } from './goal-detail';
import { measureSummaries, readGoal, readGoals } from './goals-queries';
import { canEdit, toGoal, toGoalEvent, type GoalViewer } from './goals-view';
import { personName } from './person-name';

export type NewGoal = z.output<typeof createGoalBody>;

/** The history a goal's detail shows, newest first. */
export const GOAL_HISTORY_MAX = 100;

const viewerOf = (access: ChildAccess, user: SessionUser): GoalViewer => ({ userId: user.id, role: access.role });

/**
 * A child's goals (docs/product.md#goals): the parent and every professional with access read them
 * all; a professional changes the goals they created, the parent any. Each write is one transaction
 * with its history event, and a write that may make the criterion hold asks the rule
 * (`evaluateGoalMet`) before it commits.
 */
export function createGoalsService({ db, clock, catalogue }: Pick<AppDeps, 'db' | 'clock' | 'catalogue'>) {
  /**
   * The ids the catalogue does not have (active). Read before a transaction opens: the catalogue
   * loads itself through its own connection when it has aged out.
   */
  async function unknownActivities(ids: readonly number[] = []): Promise<number[]> {
    const found = await Promise.all(ids.map((id) => catalogue.find(id)));
    return ids.filter((_, i) => !found[i]);
  }

  const activityNotFound = () => fieldError('activity_ids', GOAL_ACTIVITY_NOT_FOUND, 404);

  /** With the child's row held (two writes at once cannot make 21 active goals), the room for one more. */
  async function checkRoom(tx: Db, childId: number): Promise<void> {
    await lockChild(tx, childId);
    const [active] = await tx
      .select({ n: count() })
      .from(goals)
      .where(and(eq(goals.childId, childId), eq(goals.status, 'active')));
    if ((active?.n ?? 0) >= ACTIVE_GOALS_MAX) throw new HttpError(409, TOO_MANY_ACTIVE_GOALS);
  }

  return {
    /** Active, paused, met, ended; newest first within each; two queries whatever the number of goals. */
    async list(access: ChildAccess, user: SessionUser): Promise<ChildGoals> {
      const childId = access.child.id;
      const [reads, summaries] = await Promise.all([
        readGoals(db, eq(goals.childId, childId)),
        measureSummaries(db, childId),
      ]);
      const viewer = viewerOf(access, user);
      return {
        goals: reads.map((read) => toGoal(read, summaries.get(read.goal.id), viewer)),
        active_count: reads.filter((r) => r.goal.status === 'active').length,
      };
    },

    async create(access: ChildAccess, user: SessionUser, body: NewGoal): Promise<Goal> {
      const childId = access.child.id;
      if ((await unknownActivities(body.activity_ids)).length > 0) throw activityNotFound();
      return db.transaction(async (tx) => {
        await checkRoom(tx, childId);
        const now = clock.now();
        const actorName = personName(user);
        const [goal] = await tx
          .insert(goals)
          .values({
            childId,
            createdBy: user.id,
            createdByRole: access.role === 'owner' ? 'parent' : 'professional',
            createdByName: actorName,
            title: body.title,
            area: body.area,
            criterionPercent: body.criterion_percent,
            criterionCount: body.criterion_count,
            criterionUnit: body.criterion_unit,
            measure: body.measure,
            startDate: body.start_date,
            reviewDate: body.review_date ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        const goalId = goal!.id;
        if (body.activity_ids.length > 0) {
          await tx.insert(goalActivities).values(body.activity_ids.map((activityId) => ({ goalId, activityId })));
        }
        await tx
          .insert(goalEvents)
          .values({ goalId, actorUserId: user.id, actorName, action: 'created', changes: null, at: now });
        // A start in the past may already hold the criterion (results of the linked games).
        await evaluateGoalMet(tx, goalId, now);
        return goalAnswer(tx, childId, goalId, viewerOf(access, user));
      });
    },

    /** The goal, its measures since its start (the latest 200 of each) and its history (newest 100). */
    async detail(access: ChildAccess, user: SessionUser, goalId: number): Promise<GoalDetail> {
      const childId = access.child.id;
      const read = await readGoal(db, childId, goalId);
      if (!read) throw notFound(GOAL_NOT_FOUND);
      const viewer = viewerOf(access, user);
      const summaries = await measureSummaries(db, childId, goalId);
      const measures = await goalMeasures(db, read.goal, viewer);
      const history = await db
        .select()
        .from(goalEvents)
        .where(eq(goalEvents.goalId, goalId))
        .orderBy(desc(goalEvents.at), desc(goalEvents.id))
        .limit(GOAL_HISTORY_MAX);
      return { goal: toGoal(read, summaries.get(goalId), viewer), measures, history: history.map(toGoalEvent) };
    },

    /**
     * Changes what the body names, checked against what is stored (the review date against the
     * start, a game measure's activities); one `status` or `updated` event with what changed; the
     * rule judges the criterion again when it, the measure, the activities or the start changed or
     * the goal became active. A met goal may only be ended (it stays met).
     */
    async update(access: ChildAccess, user: SessionUser, goalId: number, body: GoalChanges): Promise<Goal> {
      const childId = access.child.id;
      const viewer = viewerOf(access, user);
      const unknown = await unknownActivities(body.activity_ids);
      return db.transaction(async (tx) => {
        // The child's row first, then the goal's (the order every goal write takes).
        if (body.status === 'active') await lockChild(tx, childId);
        const [goal] = await tx
          .select()
          .from(goals)
          .where(and(eq(goals.id, goalId), eq(goals.childId, childId)))
          .for('update');
        if (!goal) throw notFound(GOAL_NOT_FOUND);
        if (!canEdit(goal, viewer)) throw new HttpError(403, GOAL_NOT_YOURS);
        const linked = await tx
          .select({ id: goalActivities.activityId })
          .from(goalActivities)
          .where(eq(goalActivities.goalId, goalId));
        const diff = diffGoal(
          goal,
          linked.map((l) => l.id),
          body,
        );
        const after = { ...goal, ...diff.set };
        if (after.reviewDate && after.reviewDate < after.startDate)
          throw fieldError('review_date', REVIEW_BEFORE_START);
        const activityCount = diff.activityIds?.length ?? linked.length;
        if (after.measure === 'game_score' && activityCount === 0) {
          throw fieldError('activity_ids', GAME_GOAL_NEEDS_ACTIVITY);
        }
        if (diff.changes.status && goal.metAt && after.status !== 'ended') throw new HttpError(409, GOAL_MET_ONLY_ENDS);
        if (Object.keys(diff.changes).length === 0) return goalAnswer(tx, childId, goalId, viewer);
        // An activity already linked may stay linked after the catalogue dropped it; a new one must be in it.
        const added = (diff.activityIds ?? []).filter((id) => !linked.some((l) => l.id === id));
        if (added.some((id) => unknown.includes(id))) throw activityNotFound();
        if (diff.changes.status && after.status === 'active') await checkRoom(tx, childId);
        const now = clock.now();
        await tx
          .update(goals)
          .set({ ...diff.set, updatedAt: now })
          .where(eq(goals.id, goalId));
        if (diff.activityIds) {
          await tx.delete(goalActivities).where(eq(goalActivities.goalId, goalId));
          if (diff.activityIds.length > 0) {
            await tx.insert(goalActivities).values(diff.activityIds.map((activityId) => ({ goalId, activityId })));
          }
        }
        await tx.insert(goalEvents).values({
          goalId,
          actorUserId: user.id,
          actorName: personName(user),
          action: diff.statusOnly ? 'status' : 'updated',
          changes: diff.changes,
          at: now,
        });
        if (diff.judgeAgain) await evaluateGoalMet(tx, goalId, now);
        return goalAnswer(tx, childId, goalId, viewer);
      });
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
