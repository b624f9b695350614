import type { AdherenceWeek } from '@neurobridge/shared/api/home-programme';
import {
  criterionText,
  type Criterion,
  type GoalArea,
  type GoalStatus,
  type PromptLevel,
  type TrialResult,
} from '@neurobridge/shared/domain/goals';
import { professionalTypeLabel } from '@neurobridge/shared/domain/professionals';
import { addWeeks, localMidnight, weekOf } from '@neurobridge/shared/domain/time';
import type { Db } from '../../db/client';
import { criterionOf } from '../goals/goal-measures';
import { assignmentWeeks } from '../home-programme/adherence-weeks';
import { finishedPerWeek, readAssignments } from '../home-programme/home-programme-queries';
import {
  assignmentsInPeriod,
  gameRows,
  goalRows,
  observationRows,
  sessionMeasureRows,
  sessionRows,
  trialRows,
  type PlanPeriodBounds,
} from './plan-queries';

export interface PlanGoal {
  id: number;
  title: string;
  area: GoalArea;
  status: GoalStatus;
  criterion: Criterion;
  criterionText: string;
  startDate: string;
  reviewDate: string | null;
  metAt: Date | null;
  createdByName: string;
  activities: string[];
}

export type PlanSession = Awaited<ReturnType<typeof sessionRows>>[number];
export type PlanTrial = Awaited<ReturnType<typeof trialRows>>[number] & { result: TrialResult; prompt: PromptLevel };

/** A session's measure for one goal (docs/product.md#session-trials): one recorder's trials summed up. */
export interface SessionGoalMeasure {
  session: PlanSession;
  goalId: number;
  trials: number;
  correctPercent: number;
  independentPercent: number;
  recorderName: string;
}

export interface PlanAssignment {
  id: number;
  professionalName: string;
  professionalType: string;
  activities: string[];
  daysOfWeek: number[] | null;
  timesPerWeek: number;
  goalTitle: string | null;
  /** The São Paulo weeks of the period it was in effect, oldest first. */
  weeks: AdherenceWeek[];
}

/** Everything the plan's CSV and PDF show for one child and period. */
export interface PlanData {
  childName: string;
  from: string;
  to: string;
  goals: PlanGoal[];
  /** Notes and summaries already left out where the caller may not read them. */
  sessions: PlanSession[];
  trials: PlanTrial[];
  /** Per session (oldest first), each goal it has trials for, from the goal's start. */
  sessionMeasures: SessionGoalMeasure[];
  games: Awaited<ReturnType<typeof gameRows>>;
  observations: Awaited<ReturnType<typeof observationRows>>;
  assignments: PlanAssignment[];
}

/** The session measures of the listed goals, each with its session (oldest first). */
function sessionMeasuresOf(
  sessions: PlanSession[],
  rows: Awaited<ReturnType<typeof sessionMeasureRows>>,
  listed: Set<number>,
): SessionGoalMeasure[] {
  const sessionOf = new Map(sessions.map((s) => [s.id, s]));
  return rows
    .filter((r) => listed.has(r.goalId) && sessionOf.has(r.sessionId))
    .map((r) => ({
      session: sessionOf.get(r.sessionId)!,
      goalId: r.goalId,
      trials: r.total,
      correctPercent: Math.round((r.correct * 100) / r.total),
      independentPercent: Math.round((r.independent * 100) / r.total),
      recorderName: r.recorderName,
    }));
}

/** The weeks (Sundays) from the first to the last, both included. */
function weeksBetween(first: string, last: string): string[] {
  const weeks: string[] = [];
  for (let w = first; w <= last; w = addWeeks(w, 1)) weeks.push(w);
  return weeks;
}

/**
 * The home programme in the period, oldest first, read as its own list reads it: each assignment's
 * weeks among those that overlap the period, from the week it was made to the week it ended, each
 * counted by `assignmentWeeks` (the whole week, even where the period cuts it).
 */
async function assignmentsOf(db: Db, bounds: PlanPeriodBounds): Promise<PlanAssignment[]> {
  const reads = await readAssignments(db, assignmentsInPeriod(bounds));
  if (reads.length === 0) return [];
  const weeks = weeksBetween(weekOf(bounds.since), weekOf(new Date(bounds.until.getTime() - 1)));
  const activityIds = [...new Set(reads.flatMap((r) => r.row.activityIds))];
  const finished = await finishedPerWeek(
    db,
    [bounds.childId],
    activityIds,
    localMidnight(weeks[0]!),
    localMidnight(addWeeks(weeks[weeks.length - 1]!, 1)),
  );
  return reads.reverse().map((r) => ({
    id: r.row.id,
    professionalName: r.professionalName,
    professionalType: professionalTypeLabel(r.professionalType),
    activities: r.activities.map((a) => a.title),
    daysOfWeek: r.row.daysOfWeek,
    timesPerWeek: r.row.timesPerWeek,
    goalTitle: r.goalTitle,
    weeks: assignmentWeeks(r.row, weeks, finished),
  }));
}

/**
 * Reads the plan of one child for one period (docs/product.md#plan-export). `notesOf` says whose
 * session notes the caller may read: every session for the parent, their own for a professional
 * (docs/product.md#sessions-on-the-child-page).
 */
export async function loadPlan(
  db: Db,
  bounds: PlanPeriodBounds & { childName: string },
  mayReadNotes: (session: PlanSession) => boolean,
): Promise<PlanData> {
  const [goalList, sessionList, measures, trials, games, observations, assignments] = await Promise.all([
    goalRows(db, bounds),
    sessionRows(db, bounds),
    sessionMeasureRows(db, bounds),
    trialRows(db, bounds),
    gameRows(db, bounds),
    observationRows(db, bounds),
    assignmentsOf(db, bounds),
  ]);
  const goals: PlanGoal[] = goalList.map(({ goal, activities }) => ({
    id: goal.id,
    title: goal.title,
    area: goal.area as GoalArea,
    status: goal.status as GoalStatus,
    criterion: criterionOf(goal),
    criterionText: criterionText(criterionOf(goal)),
    startDate: goal.startDate,
    reviewDate: goal.reviewDate,
    metAt: goal.metAt,
    createdByName: goal.createdByName,
    activities: activities.map((a) => a.title),
  }));
  const sessions = sessionList.map((row) => (mayReadNotes(row) ? row : { ...row, notes: null, summary: null }));
  // Trials and observations of a goal the plan does not list (ended before the period) are left out.
  const listed = new Set(goals.map((g) => g.id));
  const typedTrials = (trials as PlanTrial[]).filter((t) => listed.has(t.goalId));
  return {
    childName: bounds.childName,
    from: bounds.from,
    to: bounds.to,
    goals,
    sessions,
    trials: typedTrials,
    sessionMeasures: sessionMeasuresOf(sessions, measures, listed),
    games,
    observations: observations.filter((o) => listed.has(o.goalId)),
    assignments,
  };
}
