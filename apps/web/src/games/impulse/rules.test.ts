import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '../shared/random';
import {
  COUNTDOWN_MS,
  drawColors,
  drawLights,
  FALLBACK_COLORS,
  impulseGame,
  LIGHT_MAX_MS,
  LIGHT_MIN_MS,
  lightDuration,
  LEVELS,
  MIN_GREEN_LIGHTS,
  MIN_RED_LIGHTS,
  REPORT_DELAY_MS,
  ROUNDS,
  scoreOf,
  SURE_LIGHTS,
  sureLights,
  type ImpulseEvent,
  type ImpulseState,
  type Light,
  type LightColor,
} from './rules';
import { expectLevelsHarder } from '../../test/levels';

const game = impulseGame();
const random = seededRandom(1);
const send = (s: ImpulseState, event: ImpulseEvent, now: number) => game.reduce(s, event, now, random);
const tick = (s: ImpulseState, now: number) => send(s, { type: 'tick' }, now);

/** A game with the given lights, started at 0. */
function started(lights: Light[]): ImpulseState {
  const s = { ...game.init(0, seededRandom(2)), lights };
  return send(s, { type: 'start' }, 0);
}
const lightsOf = (colors: LightColor[], durationMs = 3_000) => colors.map((color) => ({ color, durationMs }));
const ten = (color: LightColor, ms = 2_000) =>
  lightsOf(
    Array.from({ length: ROUNDS }, (_, i) => (i % 2 === 0 ? color : color === 'yellow' ? 'red' : 'yellow')),
    ms,
  );

/** Ticks at every advanceAt up to `until`. */
function runUntil(state: ImpulseState, until: number): ImpulseState {
  let s = state;
  while (s.advanceAt !== null && s.advanceAt <= until) s = tick(s, s.advanceAt);
  return s;
}

describe('constants (docs/product.md#impulse-control-game)', () => {
  it('10 rounds, 30 s, 2–4 s per light, reported 2 s after the end, 3 greens among the first 7', () => {
    expect(ROUNDS).toBe(10);
    expect(COUNTDOWN_MS).toBe(30_000);
    expect(LIGHT_MIN_MS).toBe(2_000);
    expect(LIGHT_MAX_MS).toBe(4_000);
    expect(REPORT_DELAY_MS).toBe(2_000);
    expect(MIN_GREEN_LIGHTS).toBe(3);
    expect(MIN_RED_LIGHTS).toBe(1);
    expect(SURE_LIGHTS).toBe(7);
  });
});

describe('lights', () => {
  it('each lasts from 2 000 to 4 000 ms, both ends included', () => {
    expect(lightDuration(() => 0)).toBe(2_000);
    expect(lightDuration(() => 0.999_999_9)).toBe(4_000);
    expect(lightDuration(() => 0.5)).toBe(3_000);
    for (let seed = 0; seed < 20; seed++) {
      for (const l of drawLights(seededRandom(seed))) {
        expect(l.durationMs).toBeGreaterThanOrEqual(LIGHT_MIN_MS);
        expect(l.durationMs).toBeLessThanOrEqual(LIGHT_MAX_MS);
        expect(Number.isInteger(l.durationMs)).toBe(true);
      }
    }
  });

  it('10 colours at random, never the same twice in a row, at least 3 greens and 1 red among the first 7', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const colors = drawColors(seededRandom(seed));
      orders.add(colors.join());
      expect(colors).toHaveLength(ROUNDS);
      colors.forEach((c, i) => expect(c).not.toBe(colors[i - 1]));
      expect(colors.slice(0, SURE_LIGHTS).filter((c) => c === 'green').length).toBeGreaterThanOrEqual(3);
      expect(colors.slice(0, SURE_LIGHTS)).toContain('red');
    }
    expect(orders.size).toBeGreaterThan(40);
    expect(drawColors(seededRandom(7))).toEqual(drawColors(seededRandom(7)));
  });

  it('falls back to a fixed sequence when the source never gives enough greens', () => {
    const noGreen: Random = () => 0.99; // always the last choice: never green after the first pick
    expect(drawColors(noGreen)).toEqual(FALLBACK_COLORS);
    expect(FALLBACK_COLORS.slice(0, SURE_LIGHTS).filter((c) => c === 'green').length).toBeGreaterThanOrEqual(3);
    expect(FALLBACK_COLORS.slice(0, SURE_LIGHTS)).toContain('red');
  });

  it('the 7 first lights always fit in the countdown', () => {
    expect(SURE_LIGHTS * LIGHT_MAX_MS).toBeLessThanOrEqual(COUNTDOWN_MS);
  });
});

describe('start', () => {
  it("waits for 'Começar', then shows the first light with 30 s on the countdown", () => {
    const s0 = game.init(0, seededRandom(3));
    expect(s0.phase).toBe('ready');
    expect(s0.advanceAt).toBeNull();
    expect(send(s0, { type: 'press' }, 100)).toBe(s0);
    const s1 = send(s0, { type: 'start' }, 500);
    expect(s1.phase).toBe('playing');
    expect(s1.round).toBe(0);
    expect(s1.lightUntil).toBe(500 + s1.lights[0]!.durationMs);
    expect(s1.secondsLeft).toBe(30);
    expect(send(s1, { type: 'start' }, 600)).toBe(s1);
  });
});

describe('light changes', () => {
  it('the next light comes exactly when the light ends (one ms before, still the same)', () => {
    const s = started(
      lightsOf(['green', 'red', 'yellow', 'green', 'red', 'green', 'yellow', 'red', 'green', 'red'], 2_500),
    );
    const before = runUntil(s, 2_499);
    expect(before.round).toBe(0);
    const at = runUntil(s, 2_500);
    expect(at.round).toBe(1);
    expect(at.lightUntil).toBe(5_000);
  });

  it('the countdown shows whole seconds, refreshed at each second', () => {
    const s = started(ten('green', 4_000));
    expect(runUntil(s, 999).secondsLeft).toBe(30);
    expect(runUntil(s, 1_000).secondsLeft).toBe(29);
    expect(runUntil(s, 29_000).secondsLeft).toBe(1);
  });
});

describe('presses', () => {
  it('green is a hit once per light; red an error once per light; yellow only "wait"', () => {
    let s = started(lightsOf(['green', 'red', 'yellow', 'green', 'red', 'green', 'yellow', 'red', 'green', 'red']));
    s = send(s, { type: 'press' }, 100);
    expect(s.hits).toBe(1);
    expect(s.feedback).toEqual({ kind: 'hit' });
    const again = send(s, { type: 'press' }, 200);
    expect(again.hits).toBe(1);
    s = runUntil(s, 3_000); // red
    expect(s.feedback).toBeNull();
    s = send(s, { type: 'press' }, 3_100);
    s = send(s, { type: 'press' }, 3_200);
    expect(s.errors).toBe(1);
    expect(s.feedback).toEqual({ kind: 'error' });
    s = runUntil(s, 6_000); // yellow
    const waiting = send(s, { type: 'press' }, 6_100);
    expect(waiting.feedback).toEqual({ kind: 'wait' });
    expect([waiting.hits, waiting.errors]).toEqual([1, 1]);
    // A new object each time, so the view can answer each press.
    expect(send(waiting, { type: 'press' }, 6_200).feedback).not.toBe(waiting.feedback);
  });

  it('a press that arrives after the light ended counts for the next light', () => {
    const s = started(lightsOf(['red', 'green', 'red', 'green', 'red', 'green', 'yellow', 'red', 'green', 'red']));
    const pressed = send(s, { type: 'press' }, 3_000);
    expect(pressed.round).toBe(1);
    expect(pressed.hits).toBe(1);
    expect(pressed.errors).toBe(0);
    expect(send(s, { type: 'press' }, 2_999).errors).toBe(1);
  });
});

describe('the end, whichever comes first', () => {
  it('by rounds: after the 10th light, reported 2 s later (one ms before, nothing)', () => {
    const s = started(ten('green', 2_000)); // 10 × 2 s = 20 s < 30 s
    const ended = runUntil(s, 20_000);
    expect(ended.phase).toBe('done');
    expect(ended.endedBy).toBe('rounds');
    expect(runUntil(s, 19_999).phase).toBe('playing');
    expect(ended.advanceAt).toBe(20_000 + REPORT_DELAY_MS);
    expect(send(ended, { type: 'press' }, 20_100)).toBe(ended);
    expect(tick(ended, 21_999)).toBe(ended);
    const done = tick(ended, 22_000);
    expect(done.phase).toBe('complete');
    expect(done.result).toEqual({ score: 0, minutes: 1 });
  });

  it('by time: at 30 s even with lights left (one ms before, still playing)', () => {
    const s = started(ten('green', 4_000)); // 10 × 4 s = 40 s > 30 s
    expect(runUntil(s, 29_999).phase).toBe('playing');
    const ended = runUntil(s, 30_000);
    expect(ended.phase).toBe('done');
    expect(ended.endedBy).toBe('time');
    expect(ended.round).toBe(7);
    expect(ended.secondsLeft).toBe(0);
    expect(runUntil(ended, 32_000).result).not.toBeNull();
    expect(runUntil(ended, 31_999).result).toBeNull();
  });

  it('a press exactly at 30 s is too late', () => {
    const s = started(ten('green', 4_000));
    const late = send(runUntil(s, 29_000), { type: 'press' }, 30_000);
    expect(late.phase).toBe('done');
    expect(late.hits).toBe(0);
  });

  it('time is reported in whole minutes from the opening of the game', () => {
    const s0 = game.init(0, seededRandom(3));
    const s1 = send({ ...s0, lights: ten('green', 2_000) }, { type: 'start' }, 70_000);
    const done = runUntil(s1, 200_000);
    expect(done.result?.minutes).toBe(2); // 92 s
  });
});

describe('score: green touched ÷ (green offered + red touched)', () => {
  it('counts as a therapist would', () => {
    expect(scoreOf({ hits: 3, missed: 0, errors: 0 })).toBe(100);
    expect(scoreOf({ hits: 3, missed: 1, errors: 0 })).toBe(75);
    expect(scoreOf({ hits: 3, missed: 0, errors: 1 })).toBe(75);
    expect(scoreOf({ hits: 2, missed: 1, errors: 2 })).toBe(40);
    expect(scoreOf({ hits: 0, missed: 4, errors: 0 })).toBe(0);
    expect(scoreOf({ hits: 0, missed: 0, errors: 0 })).toBe(0); // guarded, never NaN
  });

  it('touching every light does not score 100; waiting on red and yellow does', () => {
    const colors: LightColor[] = ['green', 'red', 'green', 'yellow', 'green', 'red', 'yellow', 'green', 'red', 'green'];
    let all = started(lightsOf(colors, 2_500));
    let careful = all;
    for (let i = 0; i < ROUNDS; i++) {
      const at = i * 2_500 + 100;
      all = send(all, { type: 'press' }, at);
      if (colors[i] === 'green') careful = send(careful, { type: 'press' }, at);
    }
    expect(runUntil(all, 60_000).result?.score).toBe(63); // 5 ÷ (5 + 3)
    expect(runUntil(careful, 60_000).result?.score).toBe(100);
  });

  it('a green light cut short by the time counts only if touched', () => {
    // Lights of 4 s: the 8th (index 7) starts at 28 s and is cut at 30 s.
    const colors: LightColor[] = ['green', 'red', 'green', 'red', 'green', 'red', 'yellow', 'green', 'red', 'green'];
    const s = started(lightsOf(colors, 4_000));
    const untouched = runUntil(s, 30_000);
    expect(untouched.endedBy).toBe('time');
    expect(untouched.missed).toBe(3);
    const touched = send(runUntil(s, 28_000), { type: 'press' }, 29_000);
    expect(touched.hits).toBe(1);
    expect(runUntil(touched, 40_000).result?.score).toBe(25); // 1 ÷ (1 + 3)
  });
});

describe('restart', () => {
  it('builds a fresh game with new lights', () => {
    const s = send(started(ten('green')), { type: 'press' }, 100);
    const r = game.reduce(s, { type: 'restart' }, 5_000, seededRandom(9));
    expect(r.phase).toBe('ready');
    expect([r.hits, r.errors, r.missed, r.round]).toEqual([0, 0, 0, -1]);
    expect(r.startedAt).toBe(5_000);
    expect(r.lights).toHaveLength(ROUNDS);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the documented game; level 1 has fewer, slower lights, level 3 more and faster', () => {
    expect(LEVELS[2]).toEqual({
      rounds: ROUNDS,
      countdownMs: COUNTDOWN_MS,
      lightMinMs: LIGHT_MIN_MS,
      lightMaxMs: LIGHT_MAX_MS,
    });
    expect(sureLights(LEVELS[2])).toBe(SURE_LIGHTS);
    expect([LEVELS[1].rounds, LEVELS[2].rounds, LEVELS[3].rounds]).toEqual([8, 10, 12]);
    expect([LEVELS[1], LEVELS[2], LEVELS[3]].map((l) => [l.lightMinMs, l.lightMaxMs])).toEqual([
      [3_000, 5_000],
      [2_000, 4_000],
      [1_500, 3_000],
    ]);
    expectLevelsHarder(LEVELS, { more: ['rounds'], less: ['lightMinMs', 'lightMaxMs', 'countdownMs'] });
    // Every level can show its 3 greens and 1 red in the lights that always fit.
    for (const level of Object.values(LEVELS)) {
      expect(sureLights(level)).toBeGreaterThanOrEqual(MIN_GREEN_LIGHTS + MIN_RED_LIGHTS);
      expect(sureLights(level) * level.lightMaxMs).toBeLessThanOrEqual(level.countdownMs);
    }
  });

  for (const n of [1, 3] as const) {
    const level = LEVELS[n];
    it(`level ${n}: ${level.rounds} lights of ${level.lightMinMs}–${level.lightMaxMs} ms, colour rules kept, played to the end`, () => {
      const sure = sureLights(level);
      for (let seed = 0; seed < 100; seed++) {
        const lights = drawLights(seededRandom(seed), level);
        expect(lights).toHaveLength(level.rounds);
        for (let i = 1; i < lights.length; i++) expect(lights[i]!.color).not.toBe(lights[i - 1]!.color);
        const first = lights.slice(0, sure).map((l) => l.color);
        expect(first.filter((c) => c === 'green').length).toBeGreaterThanOrEqual(MIN_GREEN_LIGHTS);
        expect(first).toContain('red');
        for (const l of lights) {
          expect(l.durationMs).toBeGreaterThanOrEqual(level.lightMinMs);
          expect(l.durationMs).toBeLessThanOrEqual(level.lightMaxMs);
        }
      }
      expect(lightDuration(() => 0, level)).toBe(level.lightMinMs);
      expect(lightDuration(() => 0.999_999_9, level)).toBe(level.lightMaxMs);
      // The fallback keeps the rules at the level's length.
      const fallback = drawColors(() => 0, level);
      expect(fallback).toHaveLength(level.rounds);
      for (let i = 1; i < fallback.length; i++) expect(fallback[i]).not.toBe(fallback[i - 1]);
      expect(fallback.slice(0, sure).filter((c) => c === 'green').length).toBeGreaterThanOrEqual(MIN_GREEN_LIGHTS);

      // A careful player: every green touched, nothing else; the countdown is the level's.
      const levelGame = impulseGame(level);
      const ready = levelGame.init(0, seededRandom(5));
      expect(ready.secondsLeft).toBe(level.countdownMs / 1000);
      let s = levelGame.reduce(ready, { type: 'start' }, 0, random);
      expect(s.countdown && s.countdown.durationMs).toBe(level.countdownMs);
      let touched = -1;
      for (let now = 0; now <= level.countdownMs && s.phase === 'playing'; now += 100) {
        s = levelGame.reduce(s, { type: 'tick' }, now, random);
        if (s.phase === 'playing' && s.lights[s.round]!.color === 'green' && touched !== s.round) {
          s = levelGame.reduce(s, { type: 'press' }, now, random);
          touched = s.round;
        }
      }
      expect(s.phase).toBe('done');
      const end = levelGame.reduce(s, { type: 'tick' }, s.completeAt!, random);
      expect(end.result?.score).toBe(100);
      expect(levelGame.reduce(end, { type: 'restart' }, 90_000, random).lights).toHaveLength(level.rounds);
    });
  }
});
