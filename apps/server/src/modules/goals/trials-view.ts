import type { SessionTrials } from '@neurobridge/shared/api/goals';
import {
  criterionText,
  trialAgreement,
  trialSummary,
  type GoalStatus,
  type PromptLevel,
  type Trial,
  type TrialResult,
} from '@neurobridge/shared/domain/goals';
import { criterionOf, type GoalRow } from './goal-measures';
import type { SessionRow, TrialRow } from './trials-queries';

type TrialRecord = SessionTrials['goals'][number]['records'][number];

/** One recorder's list for a goal, as the answers carry it. */
export function toTrialRecord(
  recorder: { userId: number; name: string },
  trials: Trial[],
  session: Pick<SessionRow, 'professionalUserId'>,
  viewerId: number,
): TrialRecord {
  return {
    recorder_name: recorder.name,
    mine: recorder.userId === viewerId,
    is_session_professional: recorder.userId === session.professionalUserId,
    trials,
    summary: trialSummary(trials),
  };
}

const asTrial = (row: Pick<TrialRow, 'result' | 'prompt'>): Trial => ({
  result: row.result as TrialResult,
  prompt: row.prompt as PromptLevel,
});

/**
 * The records of one goal (docs/product.md#session-trials): the session professional's first, then
 * the others in the order they began recording — so the first is always the session's measure
 * (goal-measures.ts); each other record's trial-by-trial agreement with the first.
 */
function goalRecords(rows: TrialRow[], session: SessionRow, viewerId: number) {
  const byRecorder = new Map<number, { name: string; trials: Trial[]; since: number }>();
  for (const row of rows) {
    const record = byRecorder.get(row.recorderUserId) ?? { name: row.recorderName, trials: [], since: Infinity };
    record.trials.push(asTrial(row));
    record.since = Math.min(record.since, row.recordedAt.getTime());
    byRecorder.set(row.recorderUserId, record);
  }
  const ordered = [...byRecorder.entries()].sort(([aId, a], [bId, b]) => {
    const aFirst = aId === session.professionalUserId;
    const bFirst = bId === session.professionalUserId;
    if (aFirst !== bFirst) return aFirst ? -1 : 1;
    return a.since - b.since || aId - bId;
  });
  const records = ordered.map(([userId, r]) => toTrialRecord({ userId, name: r.name }, r.trials, session, viewerId));
  const [first, ...others] = records;
  const agreement = others.map((r) => ({
    recorder_name: r.recorder_name,
    percent: trialAgreement(first!.trials, r.trials),
  }));
  return { records, agreement };
}

/** The trials page of a session: what it says of the session, its goals with their records, and the caller's total. */
export function toSessionTrials(
  session: SessionRow,
  goals: GoalRow[],
  rows: TrialRow[],
  viewerId: number,
): SessionTrials {
  const byGoal = new Map<number, TrialRow[]>();
  for (const row of rows) {
    const list = byGoal.get(row.goalId) ?? [];
    list.push(row);
    byGoal.set(row.goalId, list);
  }
  return {
    session: {
      id: session.id,
      session_date: session.sessionDate,
      session_type: session.sessionType,
      start_time: session.startTime,
      end_time: session.endTime,
      professional_name: session.professionalName,
    },
    goals: goals.map((g) => ({
      goal_id: g.id,
      title: g.title,
      criterion_text: criterionText(criterionOf(g)),
      status: g.status as GoalStatus,
      ...goalRecords(byGoal.get(g.id) ?? [], session, viewerId),
    })),
    my_total: rows.filter((r) => r.recorderUserId === viewerId).length,
  };
}
