import { trialAgreement, trialSummary, type Trial } from '@neurobridge/shared/domain/goals';
import type { SessionGoal, TrialRecord } from './api/session-trials';
import type { GoalRecording } from './api/use-trials-saver';

/** The caller's list for a goal: what they tapped on this screen, else what the server holds. */
export function myTrials(goal: SessionGoal, recording: GoalRecording | undefined): Trial[] {
  return recording?.trials ?? goal.records.find((r) => r.mine)?.trials ?? [];
}

/**
 * The caller's trials in the session, all goals together, as the screen stands: the limit of 200
 * counts them (`my_total` is what the server held when the screen read it).
 */
export function sessionTotal(
  goals: readonly SessionGoal[],
  myTotal: number,
  recordings: Readonly<Record<number, GoalRecording>>,
): number {
  return goals.reduce(
    (total, g) =>
      total - (g.records.find((r) => r.mine)?.trials.length ?? 0) + myTrials(g, recordings[g.goal_id]).length,
    myTotal,
  );
}

/**
 * Everyone's records of the goal with the caller's as it is on screen: replaced in its place by the
 * list tapped here, gone when it is empty, and — once the server has answered who the caller is —
 * added where the server puts a record that begins now: first for the session professional, else
 * last (the server's order: the session professional's, then as each began).
 */
export function currentRecords(goal: SessionGoal, recording: GoalRecording | undefined): TrialRecord[] {
  if (!recording) return goal.records;
  const held = goal.records.find((r) => r.mine);
  const mine = held ?? recording.record;
  if (!mine || recording.trials.length === 0) return goal.records.filter((r) => !r.mine);
  const current = { ...mine, trials: recording.trials, summary: trialSummary(recording.trials) };
  if (held) return goal.records.map((r) => (r.mine ? current : r));
  return current.is_session_professional ? [current, ...goal.records] : [...goal.records, current];
}

/** Each record after the first, with its trial-by-trial agreement with the first (`trialAgreement`). */
export function agreements(records: readonly TrialRecord[]): { record: TrialRecord; percent: number | null }[] {
  const [first, ...rest] = records;
  if (!first) return [];
  return rest.map((record) => ({ record, percent: trialAgreement(first.trials, record.trials) }));
}
