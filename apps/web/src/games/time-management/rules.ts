import { TIME_TASKS } from '@neurobridge/shared/content/types/time-management/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import { timeManagementMessages } from '../../locales/pt-BR/games/time-management';
import type { Random } from '../shared/random';
import { wholeMinutes, type GameResult } from '../shared/result';
import * as timer from '../shared/timer';

export type TimeTask = (typeof TIME_TASKS)[number];

// docs/product.md#time-management-game: the tasks' times, the 1.5 s before completion, and the
// score: steps done ÷ total × 70, plus 30 when the timer was used (15 otherwise).
export const TASK_MINUTES: Record<TimeTask, number> = { licao_de_casa: 25, arrumar_quarto: 20, leitura: 30 };
export const COMPLETE_DELAY_MS = 1_500;
export const STEPS_POINTS = 70;
export const TIMER_USED_POINTS = 30;
export const TIMER_UNUSED_POINTS = 15;

/** How many steps each task has (their texts are in the locale). */
export function stepCount(task: TimeTask): number {
  return timeManagementMessages.tasks[task].steps.length;
}

/** One level (docs/product.md#game-levels): each task's timer and how many of its steps. */
export interface TimeLevel {
  /** The timer of each task, in minutes. */
  minutes: Record<TimeTask, number>;
  /** The task's first n steps; null: all of them. */
  maxSteps: number | null;
}

/**
 * docs/product.md#time-management-game, "Levels": level 2 is the game as described there (the
 * task's timer, every step); level 1 gives each timer 5 minutes more and plays the task's first 3
 * steps; level 3 gives each timer 5 minutes less, every step. The timer stays optional at every
 * level, so a shorter one never fails a child.
 */
export const LEVELS: Record<GameLevel, TimeLevel> = {
  1: { minutes: { licao_de_casa: 30, arrumar_quarto: 25, leitura: 35 }, maxSteps: 3 },
  2: { minutes: TASK_MINUTES, maxSteps: null },
  3: { minutes: { licao_de_casa: 20, arrumar_quarto: 15, leitura: 25 }, maxSteps: null },
};

/** The steps a task plays at a level: its first n, or all. */
export function levelSteps(task: TimeTask, level: GameLevel): number {
  return Math.min(stepCount(task), LEVELS[level].maxSteps ?? Infinity);
}

/**
 * Score = round(steps done ÷ total × 70) + 30 when the timer was started at least once, + 15
 * otherwise; never above 100 (and 0 steps of 0 count as none done).
 */
export function scoreOf(done: number, total: number, timerUsed: boolean): number {
  const steps = total > 0 ? Math.round((Math.min(done, total) / total) * STEPS_POINTS) : 0;
  return Math.min(100, steps + (timerUsed ? TIMER_USED_POINTS : TIMER_UNUSED_POINTS));
}

/** Content → the preselected task; an unknown or absent one lets the child choose. */
export function setupFromContent(content: ContentOf<'time_management'>): { task: TimeTask | null } {
  const task = TIME_TASKS.find((t) => t === content.task);
  return { task: task ?? null };
}

export interface TimeState {
  phase: 'choosing' | 'working' | 'done' | 'complete';
  task: TimeTask | null;
  /** Ticked step indexes, in step order. */
  ticked: number[];
  /** Null until the child starts the timer. */
  countdown: timer.Timer | null;
  timerUsed: boolean;
  timeUp: boolean;
  /** Whole seconds left on the timer, refreshed every second while it runs. */
  secondsLeft: number;
  completeAt: number | null;
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type TimeEvent =
  | { type: 'choose'; task: TimeTask }
  | { type: 'timer' }
  | { type: 'toggle'; step: number }
  | { type: 'tick' }
  | { type: 'restart' };

/** Seconds as mm:ss ('25:00'), for the timer on screen. */
export function mmss(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export function timerState(state: TimeState): 'unused' | 'running' | 'paused' | 'over' {
  if (state.timeUp) return 'over';
  if (!state.countdown) return 'unused';
  return timer.isPaused(state.countdown) ? 'paused' : 'running';
}

function nextSecondAt(countdown: timer.Timer, now: number): number | null {
  if (timer.isPaused(countdown)) return null;
  const left = timer.remaining(countdown, now);
  if (left <= 0) return null;
  return now + (left - (Math.ceil(left / 1000) - 1) * 1000);
}

function withAdvance(state: TimeState, now: number): TimeState {
  if (state.phase === 'done') return { ...state, advanceAt: state.completeAt };
  if (state.phase !== 'working' || !state.countdown || state.timeUp) return { ...state, advanceAt: null };
  return { ...state, advanceAt: nextSecondAt(state.countdown, now) };
}

/** Brings the timer up to `now`: the seconds shown and, at 0, the kind 'time is up'. */
function settle(state: TimeState, now: number): TimeState {
  if (state.phase !== 'working' || !state.countdown || state.timeUp) return state;
  const secondsLeft = timer.secondsLeft(state.countdown, now);
  const timeUp = timer.isDone(state.countdown, now);
  if (secondsLeft === state.secondsLeft && !timeUp) return state;
  return { ...state, secondsLeft, timeUp, countdown: timeUp ? timer.pause(state.countdown, now) : state.countdown };
}

export function timeGame(setup: { task: TimeTask | null }, level: GameLevel = START_LEVEL) {
  const { minutes } = LEVELS[level];
  const steps = (task: TimeTask) => levelSteps(task, level);
  // Nothing here is random: the source is taken only to fit the shared reducer shape.
  function init(now: number, _random: Random): TimeState {
    const task = setup.task;
    return {
      phase: task ? 'working' : 'choosing',
      task,
      ticked: [],
      countdown: null,
      timerUsed: false,
      timeUp: false,
      secondsLeft: task ? minutes[task] * 60 : 0,
      completeAt: null,
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function choose(state: TimeState, task: TimeTask): TimeState {
    if (state.phase !== 'choosing' || !TIME_TASKS.includes(task)) return state;
    return { ...state, phase: 'working', task, secondsLeft: minutes[task] * 60 };
  }

  /** One button: start the timer, pause it, continue it; nothing once the time is up. */
  function toggleTimer(state: TimeState, now: number): TimeState {
    const s = settle(state, now);
    if (s.phase !== 'working' || !s.task || s.timeUp) return s === state ? state : withAdvance(s, now);
    const countdown = !s.countdown
      ? timer.start(now, minutes[s.task] * 60_000)
      : timer.isPaused(s.countdown)
        ? timer.resume(s.countdown, now)
        : timer.pause(s.countdown, now);
    return withAdvance({ ...s, countdown, timerUsed: true }, now);
  }

  function toggleStep(state: TimeState, step: number, now: number): TimeState {
    const s = settle(state, now);
    if (s.phase !== 'working' || !s.task || !Number.isInteger(step) || step < 0 || step >= steps(s.task)) {
      return s === state ? state : withAdvance(s, now);
    }
    // Unticking is allowed until every step is ticked.
    const ticked = s.ticked.includes(step)
      ? s.ticked.filter((i) => i !== step)
      : [...s.ticked, step].sort((a, b) => a - b);
    if (ticked.length < steps(s.task)) return withAdvance({ ...s, ticked }, now);
    // All done: the steps lock, the timer stops where it is, and the result comes 1.5 s later.
    return withAdvance(
      {
        ...s,
        ticked,
        phase: 'done',
        countdown: s.countdown ? timer.pause(s.countdown, now) : null,
        completeAt: now + COMPLETE_DELAY_MS,
      },
      now,
    );
  }

  function tick(state: TimeState, now: number): TimeState {
    if (state.advanceAt === null || now < state.advanceAt) return state;
    if (state.phase === 'done' && state.completeAt !== null && now >= state.completeAt) {
      const total = state.task ? steps(state.task) : 0;
      return {
        ...state,
        phase: 'complete',
        completeAt: null,
        advanceAt: null,
        result: {
          score: scoreOf(state.ticked.length, total, state.timerUsed),
          minutes: wholeMinutes(now - state.startedAt),
        },
      };
    }
    return withAdvance(settle(state, now), now);
  }

  function reduce(state: TimeState, event: TimeEvent, now: number, random: Random): TimeState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'choose':
        return choose(state, event.task);
      case 'timer':
        return toggleTimer(state, now);
      case 'toggle':
        return toggleStep(state, event.step, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init, reduce };
}
