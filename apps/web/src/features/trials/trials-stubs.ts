import type { Goal, PutTrialsResponse, SessionTrials } from '@neurobridge/shared/api/goals';
import { trialSummary, type Trial } from '@neurobridge/shared/domain/goals';
import type { SessionGoal, TrialRecord } from './api/session-trials';

/** Test data for the trials screen (tests only): session 20 of child 10, logged by Bruna Lima. */

export function sampleRecord(trials: Trial[], overrides: Partial<TrialRecord> = {}): TrialRecord {
  return {
    recorder_name: 'Ana Souza',
    mine: true,
    is_session_professional: false,
    trials,
    summary: trialSummary(trials),
    ...overrides,
  };
}

export function sampleSessionGoal(goalId: number, overrides: Partial<SessionGoal> = {}): SessionGoal {
  return {
    goal_id: goalId,
    title: goalId === 1 ? 'Nomear cores' : `Meta ${goalId}`,
    criterion_text: '80 % de acerto em 3 sessões seguidas',
    status: 'active',
    records: [],
    agreement: [],
    ...overrides,
  };
}

export function sampleSessionTrials(goals: SessionGoal[] = [sampleSessionGoal(1)], myTotal?: number): SessionTrials {
  return {
    session: {
      id: 20,
      session_date: '2026-11-20',
      session_type: 'individual',
      start_time: '09:00',
      end_time: '09:45',
      professional_name: 'Bruna Lima',
    },
    goals,
    my_total: myTotal ?? goals.reduce((n, g) => n + (g.records.find((r) => r.mine)?.trials.length ?? 0), 0),
  };
}

export function sampleGoal(id: number, overrides: Partial<Goal> = {}): Goal {
  return {
    id,
    child_id: 10,
    title: 'Nomear cores',
    area: 'communication',
    criterion: { percent: 80, count: 3, unit: 'sessions', measure: 'trials' },
    criterion_text: '80 % de acerto em 3 sessões seguidas',
    start_date: '2026-11-01',
    review_date: null,
    status: 'active',
    met_at: null,
    activities: [],
    created_by: { name: 'Bruna Lima', role: 'professional', professional_type: 'Fonoaudiólogo(a)' },
    can_edit: false,
    last_value: null,
    measures_count: 0,
    created_at: '2026-11-01T12:00:00.000Z',
    updated_at: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

/** The server's answer to a PUT of `trials` for `goalId`: the caller's record and the goal. */
export function putAnswer(goalId: number, trials: Trial[], goal: Partial<Goal> = {}): PutTrialsResponse {
  return { record: sampleRecord(trials), goal: sampleGoal(goalId, goal) };
}
