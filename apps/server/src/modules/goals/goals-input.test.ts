import {
  CRITERION_COUNT_INVALID,
  CRITERION_PERCENT_INVALID,
  CRITERION_UNIT_INVALID,
  GAME_GOAL_NEEDS_ACTIVITY,
  GOAL_ACTIVITIES_INVALID,
  GOAL_ACTIVITY_INVALID,
  GOAL_ACTIVITY_NOT_FOUND,
  GOAL_AREA_INVALID,
  GOAL_MEASURE_INVALID,
  GOAL_NOTHING_TO_CHANGE,
  GOAL_STATUS_INVALID,
  GOAL_TITLE_REQUIRED,
  GOAL_TITLE_TOO_LONG,
  OBSERVATION_ACHIEVED_INVALID,
  OBSERVATION_NOTE_TOO_LONG,
  OBSERVED_ON_BEFORE_START,
  OBSERVED_ON_IN_FUTURE,
  OBSERVED_ON_INVALID,
  REVIEW_BEFORE_START,
  REVIEW_DATE_INVALID,
  START_DATE_INVALID,
} from '@neurobridge/shared/api/goals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { catalogueActivities, goalsCalls, goalWrites, insertGoal, SAMPLE_GOAL } from './goals-testing';

/**
 * Bad input on every goals write (docs/product.md#goals): the contract's pt-BR message naming the
 * field, the right status, and nothing written.
 */
let t: TestApp;
let games: number[];
let inactive: number;
beforeAll(async () => {
  t = await createTestApp();
  inactive = (await createActivity(t.db, { isActive: false })).id;
  games = (await catalogueActivities(t, 11)).map((a) => a.id);
  // Noon in São Paulo on 2026-06-15.
  t.clock.set(new Date('2026-06-15T15:00:00Z'));
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  return { child, api: goalsCalls(t, { cookie: parent.cookie }, child.id) };
}

const refusal = (message: string, field: string) => ({ error: message, fields: { [field]: message } });

describe('POST /api/children/:id/goals refuses', () => {
  it.each([
    [{ title: undefined }, 'title', GOAL_TITLE_REQUIRED],
    [{ title: '   ' }, 'title', GOAL_TITLE_REQUIRED],
    [{ title: 7 }, 'title', GOAL_TITLE_REQUIRED],
    [{ title: 'x'.repeat(121) }, 'title', GOAL_TITLE_TOO_LONG],
    [{ area: 'astronomia' }, 'area', GOAL_AREA_INVALID],
    [{ area: undefined }, 'area', GOAL_AREA_INVALID],
    [{ criterion_percent: 0 }, 'criterion_percent', CRITERION_PERCENT_INVALID],
    [{ criterion_percent: 101 }, 'criterion_percent', CRITERION_PERCENT_INVALID],
    [{ criterion_percent: 80.5 }, 'criterion_percent', CRITERION_PERCENT_INVALID],
    [{ criterion_percent: '80' }, 'criterion_percent', CRITERION_PERCENT_INVALID],
    [{ criterion_count: 0 }, 'criterion_count', CRITERION_COUNT_INVALID],
    [{ criterion_count: 31 }, 'criterion_count', CRITERION_COUNT_INVALID],
    [{ criterion_count: null }, 'criterion_count', CRITERION_COUNT_INVALID],
    [{ criterion_unit: 'weeks' }, 'criterion_unit', CRITERION_UNIT_INVALID],
    [{ measure: 'mood' }, 'measure', GOAL_MEASURE_INVALID],
    [{ start_date: '2026-02-30' }, 'start_date', START_DATE_INVALID],
    [{ start_date: '1999-12-31' }, 'start_date', START_DATE_INVALID],
    [{ start_date: '15/06/2026' }, 'start_date', START_DATE_INVALID],
    [{ start_date: undefined }, 'start_date', START_DATE_INVALID],
    [{ review_date: '2026-13-01' }, 'review_date', REVIEW_DATE_INVALID],
    [{ review_date: '2026-01-04' }, 'review_date', REVIEW_BEFORE_START],
    [{ activity_ids: 'todas' }, 'activity_ids', GOAL_ACTIVITIES_INVALID],
    [{ activity_ids: [0] }, 'activity_ids.0', GOAL_ACTIVITY_INVALID],
    [{ activity_ids: [2 ** 31] }, 'activity_ids.0', GOAL_ACTIVITY_INVALID],
    [{ measure: 'game_score', activity_ids: [] }, 'activity_ids', GAME_GOAL_NEEDS_ACTIVITY],
  ])('%j: %s', async (override, field, message) => {
    const { child, api } = await family();
    const res = await api.create({ ...SAMPLE_GOAL, ...override });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refusal(message, field));
    expect((await goalWrites(t, child.id)).goals).toEqual([]);
  });

  it('more than 10 activities, or one twice', async () => {
    const { child, api } = await family();
    for (const ids of [games, [games[0], games[0]]]) {
      const res = await api.create({ ...SAMPLE_GOAL, activity_ids: ids });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(GOAL_ACTIVITIES_INVALID, 'activity_ids'));
    }
    expect((await goalWrites(t, child.id)).goals).toEqual([]);
  });

  it('an activity that is not in the catalogue, or no longer active: 404, nothing written', async () => {
    const { child, api } = await family();
    for (const id of [inactive, 999_999]) {
      const res = await api.create({ ...SAMPLE_GOAL, measure: 'game_score', activity_ids: [games[0], id] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(refusal(GOAL_ACTIVITY_NOT_FOUND, 'activity_ids'));
    }
    expect(await goalWrites(t, child.id)).toEqual({ goals: [], activities: [], events: [], observations: [] });
  });

  it('an unknown field, or a status (a new goal is active)', async () => {
    const { child, api } = await family();
    for (const [field, value] of [
      ['cor', 'azul'],
      ['status', 'met'],
      ['met_at', '2026-06-01T00:00:00Z'],
    ]) {
      const res = await api.create({ ...SAMPLE_GOAL, [field!]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(`Campo não permitido: ${field}.`);
    }
    expect((await goalWrites(t, child.id)).goals).toEqual([]);
  });
});

describe('PATCH /api/children/:id/goals/:goalId refuses', () => {
  it.each([
    [{}, null, GOAL_NOTHING_TO_CHANGE],
    [{ status: 'met' }, 'status', GOAL_STATUS_INVALID],
    [{ status: 'done' }, 'status', GOAL_STATUS_INVALID],
    [{ title: '' }, 'title', GOAL_TITLE_REQUIRED],
    [{ criterion_percent: 0 }, 'criterion_percent', CRITERION_PERCENT_INVALID],
    [{ criterion_count: 31 }, 'criterion_count', CRITERION_COUNT_INVALID],
    [{ start_date: '2026-06-01', review_date: '2026-05-01' }, 'review_date', REVIEW_BEFORE_START],
    // Checked against the stored start (2026-01-01) and review (2026-03-01).
    [{ review_date: '2025-12-31' }, 'review_date', REVIEW_BEFORE_START],
    [{ start_date: '2026-03-02' }, 'review_date', REVIEW_BEFORE_START],
    // Checked against the stored activities (none).
    [{ measure: 'game_score' }, 'activity_ids', GAME_GOAL_NEEDS_ACTIVITY],
  ])('%j: %s', async (body, field, message) => {
    const { child, api } = await family();
    const goal = await insertGoal(t, child.id, { reviewDate: '2026-03-01' });
    const before = await goalWrites(t, child.id);
    const res = await api.update(goal.id, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(field ? refusal(message, field) : { error: message });
    expect(await goalWrites(t, child.id)).toEqual(before);
  });

  it("removing a game goal's last activity, or an unknown field", async () => {
    const { child, api } = await family();
    const goal = await insertGoal(t, child.id, { measure: 'game_score' }, [games[0]!]);
    const before = await goalWrites(t, child.id);
    const res = await api.update(goal.id, { activity_ids: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(GAME_GOAL_NEEDS_ACTIVITY, 'activity_ids'));
    const unknown = await api.update(goal.id, { title: 'Outra', created_by: 1 });
    expect(unknown.json().error).toBe('Campo não permitido: created_by.');
    expect(await goalWrites(t, child.id)).toEqual(before);
  });
});

describe('POST /api/children/:id/goals/:goalId/observations refuses', () => {
  it.each([
    [{ observed_on: '2026-06-31' }, 'observed_on', OBSERVED_ON_INVALID],
    [{ observed_on: undefined }, 'observed_on', OBSERVED_ON_INVALID],
    [{ observed_on: '2025-12-31' }, 'observed_on', OBSERVED_ON_BEFORE_START],
    [{ observed_on: '2026-06-16' }, 'observed_on', OBSERVED_ON_IN_FUTURE],
    [{ achieved: 'sim' }, 'achieved', OBSERVATION_ACHIEVED_INVALID],
    [{ achieved: undefined }, 'achieved', OBSERVATION_ACHIEVED_INVALID],
    [{ note: 'x'.repeat(301) }, 'note', OBSERVATION_NOTE_TOO_LONG],
  ])('%j: %s', async (override, field, message) => {
    const { child, api } = await family();
    const goal = await insertGoal(t, child.id, { startDate: '2026-01-01' });
    const res = await api.observe(goal.id, { observed_on: '2026-06-15', achieved: true, ...override });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refusal(message, field));
    expect((await goalWrites(t, child.id)).observations).toEqual([]);
  });

  it('an unknown field', async () => {
    const { child, api } = await family();
    const goal = await insertGoal(t, child.id);
    const res = await api.observe(goal.id, { observed_on: '2026-06-15', achieved: true, value: 100 });
    expect(res.json().error).toBe('Campo não permitido: value.');
    expect((await goalWrites(t, child.id)).observations).toEqual([]);
  });
});
