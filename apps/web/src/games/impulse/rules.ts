import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import type { Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import * as timer from '../shared/timer';

/** How many lights, how long each lasts and the countdown, per level (docs/product.md#impulse-control-game). */
export interface ImpulseLevel {
  rounds: number;
  countdownMs: number;
  /** Each light lasts a random whole number of ms from lightMinMs to lightMaxMs, both included. */
  lightMinMs: number;
  lightMaxMs: number;
}

/**
 * The levels (docs/product.md#game-levels): level 2 is the game as it always was (10 lights of 2–4 s
 * in 30 s); level 1 has 8 slower lights of 3–5 s in 40 s, level 3 has 12 faster lights of 1.5–3 s
 * in 30 s. The colour rules and the score are the same at every level.
 */
export const LEVELS: Record<GameLevel, ImpulseLevel> = {
  1: { rounds: 8, countdownMs: 40_000, lightMinMs: 3_000, lightMaxMs: 5_000 },
  2: { rounds: 10, countdownMs: 30_000, lightMinMs: 2_000, lightMaxMs: 4_000 },
  3: { rounds: 12, countdownMs: 30_000, lightMinMs: 1_500, lightMaxMs: 3_000 },
};

// docs/product.md#impulse-control-game, level 2: 10 lights (rounds), a 30 s countdown, each light
// lasts a random 2–4 s; the game ends with the rounds or the time, whichever comes first, and the
// result is reported 2 s after the end (at every level).
export const ROUNDS = LEVELS[START_LEVEL].rounds;
export const COUNTDOWN_MS = LEVELS[START_LEVEL].countdownMs;
export const LIGHT_MIN_MS = LEVELS[START_LEVEL].lightMinMs;
export const LIGHT_MAX_MS = LEVELS[START_LEVEL].lightMaxMs;
export const REPORT_DELAY_MS = 2_000;
/** At least this many green lights among the lights that always fit in the countdown. */
export const MIN_GREEN_LIGHTS = 3;
/** And at least one red light there, so there is always a moment to hold back. */
export const MIN_RED_LIGHTS = 1;

/** The lights that always start and end inside the countdown, even when each lasts its longest. */
export function sureLights(level: ImpulseLevel): number {
  return Math.min(level.rounds, Math.floor(level.countdownMs / level.lightMaxMs));
}

/** At level 2: 7 lights of 4 s fit in 30 s. */
export const SURE_LIGHTS = sureLights(LEVELS[START_LEVEL]);
/** Draws of a light sequence before the fixed fallback (a seeded source always gets one in a few). */
export const MAX_DRAWS = 100;

export const LIGHT_COLORS = ['green', 'yellow', 'red'] as const;
export type LightColor = (typeof LIGHT_COLORS)[number];

export interface Light {
  color: LightColor;
  durationMs: number;
}

/** A light's length: a whole number of ms from 2 000 to 4 000 at level 2, both included. */
export function lightDuration(random: Random, level: ImpulseLevel = LEVELS[START_LEVEL]): number {
  return level.lightMinMs + Math.floor(random() * (level.lightMaxMs - level.lightMinMs + 1));
}

function count(colors: readonly LightColor[], color: LightColor): number {
  return colors.filter((c) => c === color).length;
}

/**
 * Used only if MAX_DRAWS random draws all failed: green every other light (repeated from the start
 * for more than 10 lights, cut short for fewer).
 */
export const FALLBACK_COLORS: readonly LightColor[] = [
  'green',
  'yellow',
  'green',
  'red',
  'green',
  'yellow',
  'red',
  'green',
  'red',
  'yellow',
];

/**
 * The colours of the level's lights (10 at level 2), at random: each differs from the one before (so
 * the child sees every change), and the lights that always fit in the countdown (the first 7 at
 * level 2) hold at least 3 greens, so the score always has green lights to count, and at least 1
 * red. Drawn again until that holds.
 */
export function drawColors(random: Random, level: ImpulseLevel = LEVELS[START_LEVEL]): LightColor[] {
  const sureCount = sureLights(level);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const colors: LightColor[] = [];
    for (let i = 0; i < level.rounds; i++) {
      const choices = LIGHT_COLORS.filter((c) => c !== colors[i - 1]);
      colors.push(choices[Math.floor(random() * choices.length)]!);
    }
    const sure = colors.slice(0, sureCount);
    if (count(sure, 'green') >= MIN_GREEN_LIGHTS && count(sure, 'red') >= MIN_RED_LIGHTS) return colors;
  }
  return Array.from({ length: level.rounds }, (_, i) => FALLBACK_COLORS[i % FALLBACK_COLORS.length]!);
}

export function drawLights(random: Random, level: ImpulseLevel = LEVELS[START_LEVEL]): Light[] {
  return drawColors(random, level).map((color) => ({ color, durationMs: lightDuration(random, level) }));
}

/** What the last press did, a new object per press so the view can play a cue each time. */
export type Feedback = { kind: 'hit' | 'error' | 'wait' };

export interface ImpulseState {
  phase: 'ready' | 'playing' | 'done' | 'complete';
  lights: Light[];
  /** The light shown (0-based); -1 before 'Começar'. */
  round: number;
  /** When the light shown ends. */
  lightUntil: number | null;
  countdown: timer.Timer | null;
  /** Whole seconds left, for the countdown on screen (refreshed every second). */
  secondsLeft: number;
  /** Green lights touched (once per light). */
  hits: number;
  /** Red lights touched (once per light). */
  errors: number;
  /** Green lights that ended without a touch. */
  missed: number;
  /** The light shown was already touched (a second press on it counts nothing). */
  pressed: boolean;
  feedback: Feedback | null;
  endedBy: 'rounds' | 'time' | null;
  completeAt: number | null;
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type ImpulseEvent = { type: 'start' } | { type: 'press' } | { type: 'tick' } | { type: 'restart' };

/**
 * Score: green lights touched ÷ (green lights offered + red lights touched). A green light is
 * offered when it ran to its end or was touched (one cut short by the end of the time and not
 * touched does not count); each red light touched counts once. Touching every light therefore
 * does not score 100: waiting on red is part of the exercise. Never NaN: 0 when nothing counts.
 */
export function scoreOf(state: Pick<ImpulseState, 'hits' | 'missed' | 'errors'>): number {
  return percent(state.hits, state.hits + state.missed + state.errors);
}

export function currentLight(state: ImpulseState): Light | null {
  return state.phase === 'playing' || state.phase === 'done' ? (state.lights[state.round] ?? null) : null;
}

function nextSecondAt(countdown: timer.Timer, now: number): number | null {
  if (timer.isPaused(countdown)) return null;
  const left = timer.remaining(countdown, now);
  if (left <= 0) return null;
  return now + (left - (Math.ceil(left / 1000) - 1) * 1000);
}

function withAdvance(state: ImpulseState, now: number): ImpulseState {
  if (state.phase === 'done') return { ...state, advanceAt: state.completeAt };
  if (state.phase !== 'playing' || !state.countdown) return { ...state, advanceAt: null };
  const times = [state.lightUntil, timer.endsAt(state.countdown), nextSecondAt(state.countdown, now)].filter(
    (t): t is number => t !== null,
  );
  return { ...state, advanceAt: Math.min(...times) };
}

function end(state: ImpulseState, at: number, by: 'rounds' | 'time'): ImpulseState {
  return {
    ...state,
    phase: 'done',
    endedBy: by,
    lightUntil: null,
    secondsLeft: state.countdown ? timer.secondsLeft(state.countdown, at) : 0,
    feedback: null,
    completeAt: at + REPORT_DELAY_MS,
  };
}

/** Brings a playing game up to `now`: lights that ended, the countdown, and the end. */
function settle(state: ImpulseState, now: number): ImpulseState {
  if (state.phase !== 'playing' || !state.countdown) return state;
  let s = state;
  const timeEnd = timer.endsAt(s.countdown!)!;
  while (s.phase === 'playing' && s.lightUntil !== null && now >= s.lightUntil && s.lightUntil <= timeEnd) {
    const ended = s.lights[s.round]!;
    const missed = s.missed + (ended.color === 'green' && !s.pressed ? 1 : 0);
    const at = s.lightUntil;
    if (s.round + 1 >= s.lights.length) {
      s = end({ ...s, missed }, at, 'rounds');
    } else {
      s = {
        ...s,
        missed,
        round: s.round + 1,
        lightUntil: at + s.lights[s.round + 1]!.durationMs,
        pressed: false,
        feedback: null,
      };
    }
  }
  if (s.phase === 'playing' && now >= timeEnd) s = end(s, timeEnd, 'time');
  if (s.phase === 'playing') s = { ...s, secondsLeft: timer.secondsLeft(s.countdown!, now) };
  return s;
}

/** The game at a level (the content has no options: nothing of it changes with the level). */
export function impulseGame(level: ImpulseLevel = LEVELS[START_LEVEL]) {
  function init(now: number, random: Random): ImpulseState {
    return {
      phase: 'ready',
      lights: drawLights(random, level),
      round: -1,
      lightUntil: null,
      countdown: null,
      secondsLeft: level.countdownMs / 1000,
      hits: 0,
      errors: 0,
      missed: 0,
      pressed: false,
      feedback: null,
      endedBy: null,
      completeAt: null,
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function begin(state: ImpulseState, now: number): ImpulseState {
    if (state.phase !== 'ready') return state;
    return withAdvance(
      {
        ...state,
        phase: 'playing',
        round: 0,
        lightUntil: now + state.lights[0]!.durationMs,
        countdown: timer.start(now, level.countdownMs),
        secondsLeft: level.countdownMs / 1000,
      },
      now,
    );
  }

  function press(state: ImpulseState, now: number): ImpulseState {
    const s = settle(state, now);
    if (s.phase !== 'playing') return s === state ? state : withAdvance(s, now);
    const color = s.lights[s.round]!.color;
    if (color === 'yellow') return withAdvance({ ...s, feedback: { kind: 'wait' } }, now);
    // Once per light: a second press on a touched green or red light changes nothing.
    if (s.pressed) return withAdvance(s, now);
    const hit = color === 'green';
    return withAdvance(
      {
        ...s,
        pressed: true,
        hits: s.hits + (hit ? 1 : 0),
        errors: s.errors + (hit ? 0 : 1),
        feedback: { kind: hit ? 'hit' : 'error' },
      },
      now,
    );
  }

  function tick(state: ImpulseState, now: number): ImpulseState {
    if (state.advanceAt === null || now < state.advanceAt) return state;
    if (state.phase === 'done' && state.completeAt !== null && now >= state.completeAt) {
      return {
        ...state,
        phase: 'complete',
        completeAt: null,
        advanceAt: null,
        result: { score: scoreOf(state), minutes: wholeMinutes(now - state.startedAt) },
      };
    }
    return withAdvance(settle(state, now), now);
  }

  function reduce(state: ImpulseState, event: ImpulseEvent, now: number, random: Random): ImpulseState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'start':
        return begin(state, now);
      case 'press':
        return press(state, now);
      case 'tick':
        return tick(state, now);
    }
  }

  return { init, reduce };
}
