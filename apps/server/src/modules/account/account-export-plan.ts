import { asc, eq, inArray, or, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { children } from '../../db/schema/children';
import {
  goalActivities,
  goalEvents,
  goalObservations,
  goals,
  homeAssignments,
  homeEntryRemovals,
  sessionTrials,
} from '../../db/schema/goals';
import { exportRow, groupBy } from './account-view';

type Row = Record<string, unknown>;

/**
 * The plan's rows of a person (docs/product.md#data-download), one query per table: for their own
 * children every goal with its activities, history and observations, every trial and every
 * assignment with its removals; as a professional of other families, what they wrote there — the
 * goals they created (with their activities), their own history entries, observations and trials,
 * and the practice they assigned. What others wrote about another family's child stays with that
 * family. Runs inside the export's read-only transaction, after the other tables.
 */
export async function readPlanExport(tx: Db, userId: number, mine: SQLWrapper, kidIds: ReadonlySet<number>) {
  const ownGoal = inArray(goals.childId, mine);
  const myGoals = await tx
    .select({ goal: goals, childName: children.name })
    .from(goals)
    .innerJoin(children, eq(children.id, goals.childId))
    .where(or(ownGoal, eq(goals.createdBy, userId)))
    .orderBy(asc(goals.id));
  const links = await tx
    .select({ link: goalActivities })
    .from(goalActivities)
    .innerJoin(goals, eq(goals.id, goalActivities.goalId))
    .where(or(ownGoal, eq(goals.createdBy, userId)))
    .orderBy(asc(goalActivities.goalId), asc(goalActivities.activityId));
  const events = await tx
    .select({ event: goalEvents, childId: goals.childId })
    .from(goalEvents)
    .innerJoin(goals, eq(goals.id, goalEvents.goalId))
    .where(or(ownGoal, eq(goalEvents.actorUserId, userId)))
    .orderBy(asc(goalEvents.id));
  const observations = await tx
    .select({ observation: goalObservations, childId: goals.childId })
    .from(goalObservations)
    .innerJoin(goals, eq(goals.id, goalObservations.goalId))
    .where(or(ownGoal, eq(goalObservations.recorderUserId, userId)))
    .orderBy(asc(goalObservations.id));
  const trials = await tx
    .select({ trial: sessionTrials, childId: goals.childId })
    .from(sessionTrials)
    .innerJoin(goals, eq(goals.id, sessionTrials.goalId))
    .where(or(ownGoal, eq(sessionTrials.recorderUserId, userId)))
    .orderBy(
      asc(sessionTrials.sessionId),
      asc(sessionTrials.goalId),
      asc(sessionTrials.recorderUserId),
      asc(sessionTrials.position),
    );
  const assignments = await tx
    .select({ assignment: homeAssignments, childName: children.name })
    .from(homeAssignments)
    .innerJoin(children, eq(children.id, homeAssignments.childId))
    .where(or(inArray(homeAssignments.childId, mine), eq(homeAssignments.professionalUserId, userId)))
    .orderBy(asc(homeAssignments.id));
  const removals = await tx
    .select({ removal: homeEntryRemovals })
    .from(homeEntryRemovals)
    .innerJoin(homeAssignments, eq(homeAssignments.id, homeEntryRemovals.assignmentId))
    .where(inArray(homeAssignments.childId, mine))
    .orderBy(asc(homeEntryRemovals.id));

  const own = (childId: number) => kidIds.has(childId);
  const linksOf = groupBy(links, (r) => r.link.goalId);
  const eventsOf = groupBy(
    events.filter((r) => own(r.childId)),
    (r) => r.event.goalId,
  );
  const observationsOf = groupBy(
    observations.filter((r) => own(r.childId)),
    (r) => r.observation.goalId,
  );
  const removalsOf = groupBy(removals, (r) => r.removal.assignmentId);
  const activitiesOf = (goalId: number) => (linksOf.get(goalId) ?? []).map((r) => exportRow(r.link));
  const goalsOf = groupBy(
    myGoals.filter((r) => own(r.goal.childId)),
    (r) => r.goal.childId,
  );
  const trialsOf = groupBy(
    trials.filter((r) => own(r.childId)),
    (r) => r.childId,
  );
  const assignmentsOf = groupBy(
    assignments.filter((r) => own(r.assignment.childId)),
    (r) => r.assignment.childId,
  );
  return {
    /** What belongs to one of the person's children. */
    ofChild: (childId: number) => ({
      goals: (goalsOf.get(childId) ?? []).map(({ goal }) => ({
        ...exportRow(goal),
        activities: activitiesOf(goal.id),
        events: (eventsOf.get(goal.id) ?? []).map((r) => exportRow(r.event)),
        observations: (observationsOf.get(goal.id) ?? []).map((r) => exportRow(r.observation)),
      })),
      session_trials: (trialsOf.get(childId) ?? []).map((r) => exportRow(r.trial)),
      home_assignments: (assignmentsOf.get(childId) ?? []).map(({ assignment }) => ({
        ...exportRow(assignment),
        removals: (removalsOf.get(assignment.id) ?? []).map((r) => exportRow(r.removal)),
      })),
    }),
    /** What the person wrote, as a professional, about other families' children. */
    asProfessional: {
      goals: myGoals
        .filter((r) => !own(r.goal.childId))
        .map(({ goal, childName }) => ({ ...exportRow({ ...goal, childName }), activities: activitiesOf(goal.id) })),
      goal_events: events.filter((r) => !own(r.childId)).map((r): Row => exportRow(r.event)),
      goal_observations: observations.filter((r) => !own(r.childId)).map((r): Row => exportRow(r.observation)),
      session_trials: trials.filter((r) => !own(r.childId)).map((r): Row => exportRow(r.trial)),
      home_assignments: assignments
        .filter((r) => !own(r.assignment.childId))
        .map(({ assignment, childName }) => exportRow({ ...assignment, childName })),
    },
  };
}
