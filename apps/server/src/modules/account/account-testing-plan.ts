// For the account tests: the plan's rows of a person (docs/product.md#goals), as fillAccount writes them.
import type { Db } from '../../db/client';
import {
  goalActivities,
  goalEvents,
  goalObservations,
  goals,
  homeAssignments,
  homeEntryRemovals,
  sessionTrials,
} from '../../db/schema/goals';
import { scheduleEntries } from '../../db/schema/schedule';
import { DELETED_ACCOUNT_NAME } from './delete-account';

type Keep = <T extends Record<string, unknown>>(table: string, rows: T[]) => T;
type KeepChanged = <T extends Record<string, unknown>>(table: string, rows: T[], kept: Partial<T>) => T;

export interface PlanFill {
  user: { id: number };
  pro: { id: number };
  child: { id: number };
  otherChild: { id: number };
  activityId: number;
  /** The professional's session with the person's child, and the person's session with `otherChild`. */
  sessions: { ofChild: number; asProfessional: number };
  keep: Keep;
  keepChanged: KeepChanged;
}

const goalValues = (childId: number, createdBy: number, role: string) => ({
  childId,
  createdBy,
  createdByRole: role,
  createdByName: role === 'parent' ? 'Marta' : 'Dra. Ana',
  title: 'Pedir ajuda',
  area: 'communication',
  criterionPercent: 80,
  criterionCount: 3,
  criterionUnit: 'sessions',
  measure: 'trials',
  startDate: '2026-06-01',
});

/**
 * The person's child's plan — a goal of the parent's and one of `pro`'s, each with an activity, a
 * history, an observation and trials of both; `pro`'s practice in the week with an entry the parent
 * removed — and, as a professional of `otherChild`, a goal they created there with its activity,
 * history, an observation, trials in their session and practice in that family's week. Rows the
 * person wrote in another family stay there when the account goes, without them or their name (`keepChanged`);
 * their trials and practice go with them.
 */
export async function fillPlan(db: Db, f: PlanFill): Promise<void> {
  const { user, pro, child, otherChild, activityId, keep, keepChanged } = f;
  const [mine, theirs] = await db
    .insert(goals)
    .values([goalValues(child.id, user.id, 'parent'), goalValues(child.id, pro.id, 'professional')])
    .returning();
  keep('goals', [mine!, theirs!]);
  const there = keepChanged(
    'goals',
    await db
      .insert(goals)
      .values(goalValues(otherChild.id, user.id, 'professional'))
      .returning(),
    { createdBy: null, createdByName: DELETED_ACCOUNT_NAME },
  );
  for (const goal of [mine!, theirs!]) {
    keep('goal_activities', await db.insert(goalActivities).values({ goalId: goal.id, activityId }).returning());
  }
  keepChanged(
    'goal_activities',
    await db.insert(goalActivities).values({ goalId: there.id, activityId }).returning(),
    {},
  );
  keep(
    'goal_events',
    await db
      .insert(goalEvents)
      .values([
        { goalId: mine!.id, actorUserId: user.id, actorName: 'Marta', action: 'created' },
        { goalId: theirs!.id, actorUserId: pro.id, actorName: 'Dra. Ana', action: 'created' },
        {
          goalId: theirs!.id,
          actorUserId: user.id,
          actorName: 'Marta',
          action: 'status',
          changes: { status: ['active', 'paused'] },
        },
      ])
      .returning(),
  );
  keepChanged(
    'goal_events',
    await db
      .insert(goalEvents)
      .values({ goalId: there.id, actorUserId: user.id, actorName: 'Marta', action: 'created' })
      .returning(),
    { actorUserId: null, actorName: DELETED_ACCOUNT_NAME },
  );
  keep(
    'goal_observations',
    await db
      .insert(goalObservations)
      .values([
        {
          goalId: mine!.id,
          recorderUserId: user.id,
          recorderName: 'Marta',
          observedOn: '2026-06-10',
          achieved: true,
          note: 'Pediu água',
        },
        {
          goalId: theirs!.id,
          recorderUserId: pro.id,
          recorderName: 'Dra. Ana',
          observedOn: '2026-06-11',
          achieved: false,
        },
      ])
      .returning(),
  );
  keepChanged(
    'goal_observations',
    await db
      .insert(goalObservations)
      .values({
        goalId: there.id,
        recorderUserId: user.id,
        recorderName: 'Marta',
        observedOn: '2026-06-12',
        achieved: true,
      })
      .returning(),
    { recorderUserId: null, recorderName: DELETED_ACCOUNT_NAME },
  );
  const trial = (sessionId: number, goalId: number, recorderUserId: number, position: number) => ({
    sessionId,
    goalId,
    recorderUserId,
    position,
    result: 'correct',
    prompt: 'verbal',
  });
  keep(
    'session_trials',
    await db
      .insert(sessionTrials)
      .values([
        trial(f.sessions.ofChild, theirs!.id, pro.id, 0),
        trial(f.sessions.ofChild, theirs!.id, user.id, 0),
        trial(f.sessions.asProfessional, there.id, user.id, 0),
      ])
      .returning(),
  );
  const assignment = (childId: number, professionalUserId: number, goalId: number) => ({
    childId,
    professionalUserId,
    goalId,
    activityIds: [activityId],
    daysOfWeek: [2],
    timesPerWeek: 1,
    timeSlot: 'afternoon',
    note: 'Jogar depois do lanche',
  });
  const [practice, myPractice] = await db
    .insert(homeAssignments)
    .values([assignment(child.id, pro.id, theirs!.id), assignment(otherChild.id, user.id, there.id)])
    .returning();
  keep('home_assignments', [practice!, myPractice!]);
  keep(
    'schedule_entries',
    await db
      .insert(scheduleEntries)
      .values([
        { childId: child.id, activityId, dayOfWeek: 2, timeSlot: 'afternoon', assignmentId: practice!.id },
        { childId: otherChild.id, activityId, dayOfWeek: 2, timeSlot: 'afternoon', assignmentId: myPractice!.id },
      ])
      .returning(),
  );
  keep(
    'home_entry_removals',
    await db
      .insert(homeEntryRemovals)
      .values({
        assignmentId: practice!.id,
        activityTitle: 'Memória',
        dayOfWeek: 4,
        reason: 'Dia de natação',
        removedBy: user.id,
      })
      .returning(),
  );
}
