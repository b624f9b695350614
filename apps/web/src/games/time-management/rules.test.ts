import { TIME_TASKS } from '@neurobridge/shared/content/types/time-management/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import {
  COMPLETE_DELAY_MS,
  levelSteps,
  LEVELS,
  mmss,
  scoreOf,
  setupFromContent,
  stepCount,
  STEPS_POINTS,
  TASK_MINUTES,
  timeGame,
  timerState,
  TIMER_UNUSED_POINTS,
  TIMER_USED_POINTS,
  type TimeEvent,
  type TimeState,
  type TimeTask,
} from './rules';

const random = seededRandom(1);
const gameFor = (task?: unknown) =>
  timeGame(setupFromContent({ type: 'time_management', task } as { type: 'time_management'; task?: TimeTask }));
const homework = gameFor('licao_de_casa');
const send = (s: TimeState, event: TimeEvent, now: number) => homework.reduce(s, event, now, random);
const tick = (s: TimeState, now: number) => send(s, { type: 'tick' }, now);
function runUntil(state: TimeState, until: number): TimeState {
  let s = state;
  while (s.advanceAt !== null && s.advanceAt <= until) s = tick(s, s.advanceAt);
  return s;
}
function tickAll(state: TimeState, now: number): TimeState {
  let s = state;
  for (let i = 0; i < stepCount(s.task!); i++) if (!s.ticked.includes(i)) s = send(s, { type: 'toggle', step: i }, now);
  return s;
}

describe('tasks (docs/product.md#time-management-game)', () => {
  it('25, 20 and 30 minutes, each with 4 or 5 steps', () => {
    expect(TASK_MINUTES).toEqual({ licao_de_casa: 25, arrumar_quarto: 20, leitura: 30 });
    for (const task of TIME_TASKS) {
      expect(stepCount(task)).toBeGreaterThanOrEqual(4);
      expect(stepCount(task)).toBeLessThanOrEqual(5);
    }
  });

  it('content preselects a known task; unknown or absent lets the child choose', () => {
    expect(setupFromContent({ type: 'time_management', task: 'leitura' })).toEqual({ task: 'leitura' });
    expect(setupFromContent({ type: 'time_management' })).toEqual({ task: null });
    expect(setupFromContent({ type: 'time_management', task: 'dormir' as TimeTask })).toEqual({ task: null });
  });

  it('choosing: one of the three tasks, once', () => {
    const g = gameFor();
    const s0 = g.init(0, random);
    expect(s0.phase).toBe('choosing');
    expect(g.reduce(s0, { type: 'toggle', step: 0 }, 10, random)).toBe(s0);
    expect(g.reduce(s0, { type: 'timer' }, 10, random)).toBe(s0);
    expect(g.reduce(s0, { type: 'choose', task: 'dormir' as TimeTask }, 10, random)).toBe(s0);
    const s1 = g.reduce(s0, { type: 'choose', task: 'arrumar_quarto' }, 10, random);
    expect(s1).toMatchObject({ phase: 'working', task: 'arrumar_quarto', secondsLeft: 20 * 60 });
    expect(g.reduce(s1, { type: 'choose', task: 'leitura' }, 20, random)).toBe(s1);
    expect(homework.init(0, random)).toMatchObject({ phase: 'working', task: 'licao_de_casa', secondsLeft: 1_500 });
  });
});

describe('timer', () => {
  it('starts, pauses and continues; the seconds shown change at each second', () => {
    let s = send(homework.init(0, random), { type: 'timer' }, 1_000);
    expect(timerState(s)).toBe('running');
    expect(s.timerUsed).toBe(true);
    expect(runUntil(s, 1_999).secondsLeft).toBe(1_500);
    s = runUntil(s, 2_000);
    expect(s.secondsLeft).toBe(1_499);
    s = send(s, { type: 'timer' }, 2_500);
    expect(timerState(s)).toBe('paused');
    expect(s.advanceAt).toBeNull();
    s = send(s, { type: 'timer' }, 60_000);
    expect(timerState(s)).toBe('running');
    expect(runUntil(s, 60_499).secondsLeft).toBe(1_499);
    expect(runUntil(s, 60_500).secondsLeft).toBe(1_498);
  });

  it('at 0 says the time is up (one ms before, not yet) and the game goes on', () => {
    const s = send(homework.init(0, random), { type: 'timer' }, 0);
    const end = 25 * 60_000;
    expect(runUntil(s, end - 1).timeUp).toBe(false);
    expect(runUntil(s, end - 1).secondsLeft).toBe(1);
    const up = runUntil(s, end);
    expect(up.timeUp).toBe(true);
    expect(up.secondsLeft).toBe(0);
    expect(up.phase).toBe('working');
    expect(up.advanceAt).toBeNull();
    expect(timerState(up)).toBe('over');
    expect(send(up, { type: 'timer' }, end + 10)).toBe(up);
    const done = runUntil(tickAll(up, end + 1_000), end + 1_000 + COMPLETE_DELAY_MS);
    expect(done.result?.score).toBe(100);
  });

  it('shows mm:ss', () => {
    expect(mmss(1_500)).toBe('25:00');
    expect(mmss(61)).toBe('01:01');
    expect(mmss(0)).toBe('00:00');
  });
});

describe('steps', () => {
  it('tick and untick in any order, until all are ticked; then locked and reported 1.5 s later', () => {
    let s = homework.init(0, random);
    s = send(s, { type: 'toggle', step: 3 }, 100);
    s = send(s, { type: 'toggle', step: 0 }, 200);
    expect(s.ticked).toEqual([0, 3]);
    s = send(s, { type: 'toggle', step: 3 }, 300);
    expect(s.ticked).toEqual([0]);
    expect(send(s, { type: 'toggle', step: 9 }, 400)).toBe(s);
    expect(send(s, { type: 'toggle', step: -1 }, 400)).toBe(s);
    s = tickAll(s, 1_000);
    expect(s.phase).toBe('done');
    expect(s.advanceAt).toBe(1_000 + COMPLETE_DELAY_MS);
    expect(send(s, { type: 'toggle', step: 0 }, 1_100)).toBe(s);
    expect(send(s, { type: 'timer' }, 1_100)).toBe(s);
    expect(tick(s, 2_499)).toBe(s);
    const done = tick(s, 2_500);
    expect(done.phase).toBe('complete');
    expect(done.result).toEqual({ score: 85, minutes: 1 });
  });

  it('stops a running timer when the last step is ticked', () => {
    const s = tickAll(send(homework.init(0, random), { type: 'timer' }, 0), 10_000);
    expect(timerState(s)).toBe('paused');
    expect(s.advanceAt).toBe(10_000 + COMPLETE_DELAY_MS);
    expect(runUntil(s, 20_000).result).toEqual({ score: 100, minutes: 1 });
  });

  it('time in whole minutes from the start of the game', () => {
    const s = tickAll(homework.init(0, random), 5 * 60_000);
    expect(runUntil(s, 10 * 60_000).result?.minutes).toBe(5);
  });
});

describe('score: steps done ÷ total × 70, + 30 with the timer, + 15 without', () => {
  it('uses the constants', () => {
    expect([STEPS_POINTS, TIMER_USED_POINTS, TIMER_UNUSED_POINTS]).toEqual([70, 30, 15]);
    expect(scoreOf(5, 5, true)).toBe(100);
    expect(scoreOf(5, 5, false)).toBe(85);
    expect(scoreOf(2, 4, true)).toBe(65);
    expect(scoreOf(1, 3, false)).toBe(38); // 23.3 + 15, rounded
    expect(scoreOf(0, 4, false)).toBe(15);
    expect(scoreOf(0, 0, true)).toBe(30);
    expect(scoreOf(9, 4, true)).toBe(100); // never above 100
  });

  it('the timer counts as used once started, even if paused after', () => {
    let s = send(homework.init(0, random), { type: 'timer' }, 0);
    s = send(s, { type: 'timer' }, 500);
    expect(runUntil(tickAll(s, 1_000), 5_000).result?.score).toBe(100);
  });
});

describe('restart', () => {
  it('builds a fresh game: the choice again when no task was preselected', () => {
    const g = gameFor();
    let s = g.reduce(g.init(0, random), { type: 'choose', task: 'leitura' }, 10, random);
    s = g.reduce(s, { type: 'timer' }, 20, random);
    s = g.reduce(s, { type: 'toggle', step: 1 }, 30, random);
    const r = g.reduce(s, { type: 'restart' }, 40, random);
    expect(r).toMatchObject({
      phase: 'choosing',
      task: null,
      ticked: [],
      countdown: null,
      timerUsed: false,
      startedAt: 40,
    });
    expect(send(send(homework.init(0, random), { type: 'toggle', step: 1 }, 5), { type: 'restart' }, 9)).toMatchObject({
      phase: 'working',
      task: 'licao_de_casa',
      ticked: [],
    });
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the game as documented: the tasks’ own timers, every step', () => {
    expect(LEVELS[2]).toEqual({ minutes: TASK_MINUTES, maxSteps: null });
    for (const task of TIME_TASKS) expect(levelSteps(task, 2)).toBe(stepCount(task));
  });

  it('level 1 has 5 minutes more and the first 3 steps; level 3 has 5 minutes less and every step', () => {
    expect(LEVELS[1]).toEqual({ minutes: { licao_de_casa: 30, arrumar_quarto: 25, leitura: 35 }, maxSteps: 3 });
    expect(LEVELS[3]).toEqual({ minutes: { licao_de_casa: 20, arrumar_quarto: 15, leitura: 25 }, maxSteps: null });
    for (const task of TIME_TASKS) {
      expect(LEVELS[1].minutes[task]).toBeGreaterThanOrEqual(LEVELS[2].minutes[task]);
      expect(LEVELS[2].minutes[task]).toBeGreaterThanOrEqual(LEVELS[3].minutes[task]);
      expect(LEVELS[3].minutes[task]).toBeGreaterThan(0);
      expect(levelSteps(task, 1)).toBe(3);
      expect(levelSteps(task, 1)).toBeLessThanOrEqual(levelSteps(task, 2));
      expect(levelSteps(task, 2)).toBeLessThanOrEqual(levelSteps(task, 3));
    }
  });

  it('level 1: the timer runs 30 minutes, three steps complete the task, scored on three', () => {
    const g = timeGame({ task: 'licao_de_casa' }, 1);
    const s0 = g.init(0, random);
    expect(s0.secondsLeft).toBe(30 * 60);
    let s = g.reduce(s0, { type: 'timer' }, 0, random);
    // A fourth step is not part of this game.
    expect(g.reduce(s, { type: 'toggle', step: 3 }, 10, random)).toBe(s);
    s = g.reduce(s, { type: 'toggle', step: 0 }, 60_000, random);
    s = g.reduce(s, { type: 'toggle', step: 1 }, 60_000, random);
    expect(s.phase).toBe('working');
    s = g.reduce(s, { type: 'toggle', step: 2 }, 60_000, random);
    expect(s).toMatchObject({ phase: 'done', completeAt: 60_000 + COMPLETE_DELAY_MS, secondsLeft: 29 * 60 });
    const done = g.reduce(s, { type: 'tick' }, 60_000 + COMPLETE_DELAY_MS, random);
    expect(done.result).toEqual({ score: 100, minutes: 1 });
    // Without the timer: 85, as at every level.
    let quiet = g.init(0, random);
    for (const i of [0, 1, 2]) quiet = g.reduce(quiet, { type: 'toggle', step: i }, 1_000, random);
    expect(g.reduce(quiet, { type: 'tick' }, 1_000 + COMPLETE_DELAY_MS, random).result?.score).toBe(85);
  });

  it('level 3: the chosen task’s timer runs 5 minutes less and says when the time is up; every step', () => {
    const g = timeGame({ task: null }, 3);
    let s = g.reduce(g.init(0, random), { type: 'choose', task: 'arrumar_quarto' }, 0, random);
    expect(s.secondsLeft).toBe(15 * 60);
    s = g.reduce(s, { type: 'timer' }, 0, random);
    while (s.advanceAt !== null && s.advanceAt <= 15 * 60_000) s = g.reduce(s, { type: 'tick' }, s.advanceAt, random);
    expect(s).toMatchObject({ timeUp: true, secondsLeft: 0, phase: 'working' });
    for (let i = 0; i < stepCount('arrumar_quarto') - 1; i++)
      s = g.reduce(s, { type: 'toggle', step: i }, 16 * 60_000, random);
    expect(s.phase).toBe('working');
    s = g.reduce(s, { type: 'toggle', step: stepCount('arrumar_quarto') - 1 }, 16 * 60_000, random);
    const done = g.reduce(s, { type: 'tick' }, 16 * 60_000 + COMPLETE_DELAY_MS, random);
    expect(done.result).toEqual({ score: 100, minutes: 16 });
  });
});
