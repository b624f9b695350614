import { describe, expect, it } from 'vitest';
import type { GoalRecording } from './api/use-trials-saver';
import { agreements, currentRecords, sessionTotal } from './records';
import { sampleRecord, sampleSessionGoal } from './trials-stubs';

const c = { result: 'correct', prompt: 'independent' } as const;
const i = { result: 'incorrect', prompt: 'independent' } as const;
const saved = (trials: GoalRecording['trials'], record?: GoalRecording['record']): GoalRecording => ({
  trials,
  save: { kind: 'saved' },
  record,
});
const names = (records: { recorder_name: string }[]) => records.map((r) => r.recorder_name);

describe('the records as the screen stands', () => {
  const pro = sampleRecord([c, c], { recorder_name: 'Bruna Lima', mine: false, is_session_professional: true });
  const other = sampleRecord([i], { recorder_name: 'Carla Dias', mine: false });

  it('puts the list tapped here in place of mine, with its summary', () => {
    const goal = sampleSessionGoal(1, { records: [pro, sampleRecord([c]), other] });
    const records = currentRecords(goal, saved([c, i, i, c]));
    // In its place: the server's order is the session professional's, then as each began.
    expect(names(records)).toEqual(['Bruna Lima', 'Ana Souza', 'Carla Dias']);
    expect(records[1]!.trials).toEqual([c, i, i, c]);
    expect(records[1]!.summary).toEqual({ total: 4, correct_percent: 50, independent_percent: 50 });
  });

  it('drops mine once it is empty, and adds it last once the server has named me (it began last)', () => {
    const goal = sampleSessionGoal(1, { records: [pro, sampleRecord([c]), other] });
    expect(names(currentRecords(goal, saved([])))).toEqual(['Bruna Lima', 'Carla Dias']);
    const fresh = sampleSessionGoal(1, { records: [other] });
    expect(names(currentRecords(fresh, saved([c])))).toEqual(['Carla Dias']);
    const named = currentRecords(fresh, saved([c], sampleRecord([c], { recorder_name: 'Ana Souza' })));
    expect(names(named)).toEqual(['Carla Dias', 'Ana Souza']);
    // The session professional's record is the main one as soon as it begins.
    const main = sampleRecord([c], { recorder_name: 'Bruna Lima', is_session_professional: true });
    expect(names(currentRecords(fresh, saved([c, c], main)))).toEqual(['Bruna Lima', 'Carla Dias']);
  });

  it('leaves the server’s records as they are before anything was tapped', () => {
    const goal = sampleSessionGoal(1, { records: [pro, other] });
    expect(currentRecords(goal, undefined)).toBe(goal.records);
  });

  it('compares every record after the first with the first', () => {
    expect(agreements([pro, sampleRecord([c, i]), other]).map((a) => a.percent)).toEqual([50, 0]);
    expect(agreements([])).toEqual([]);
  });
});

describe('the caller’s trials in the session', () => {
  it('counts the lists tapped here instead of what the server held for those goals', () => {
    const goals = [
      sampleSessionGoal(1, { records: [sampleRecord([c, c, c])] }),
      sampleSessionGoal(2, { records: [sampleRecord([i])] }),
    ];
    expect(sessionTotal(goals, 4, {})).toBe(4);
    expect(sessionTotal(goals, 4, { 1: saved([c, c, c, i, i]) })).toBe(6);
    expect(sessionTotal(goals, 4, { 1: saved([]), 2: saved([i, i]) })).toBe(2);
  });
});
