import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { puzzleMessages } from '../../locales/pt-BR/games/puzzle';
import { SCENE_ART } from './puzzle-art';
import { PUZZLE_GRIDS, SCENE_KEYS } from './puzzle-data';
import {
  COMPLETE_DELAY_MS,
  FEEDBACK_MS,
  GRID,
  isSolved,
  LEVELS,
  MIN_OUT_OF_PLACE,
  minSwaps,
  PIECES,
  POINTS_PER_EXTRA_MOVE,
  puzzleGame,
  setupFromContent,
  shuffledPieces,
  SOLVED_FLOOR,
  solvedScore,
  timeUpScore,
  type PuzzleEvent,
  type PuzzleState,
} from './rules';

const random = seededRandom(9);
const untimed = puzzleGame({ durationMs: null });
const timed = puzzleGame({ durationMs: 60_000 });
const send = (s: PuzzleState, event: PuzzleEvent, now: number, game = untimed) => game.reduce(s, event, now, random);
const tap = (s: PuzzleState, slot: number, now: number, game = untimed) => send(s, { type: 'tap', slot }, now, game);

/** A state with a chosen layout. */
function withPieces(pieces: number[], game = untimed): PuzzleState {
  const s = game.init(0, seededRandom(1));
  return {
    ...s,
    pieces,
    minMoves: minSwaps(pieces),
    startedOut: pieces.filter((p, i) => p !== i),
  };
}

/** Solves with the fewest swaps: for each slot, bring its piece there (choose the slot, then the piece). */
function solve(state: PuzzleState, now: number, game = untimed) {
  let s = state;
  let t = now;
  for (let slot = 0; slot < s.pieces.length; slot++) {
    if (s.pieces[slot] === slot) continue;
    const from = s.pieces.indexOf(slot);
    if (s.selected !== null && s.selected !== from) s = tap(s, s.selected, (t += 100), game); // let go
    if (s.selected !== from) s = tap(s, from, (t += 100), game);
    s = tap(s, slot, (t += 100), game);
  }
  return { state: s, now: t };
}

describe('content → setup', () => {
  it('reads duration in seconds within 10–600, else plays without a countdown', () => {
    const of = (duration?: unknown) =>
      setupFromContent({ type: 'focus_exercise', task: 'visual_puzzle', duration } as never);
    expect(of(300)).toEqual({ durationMs: 300_000 });
    expect(of()).toEqual({ durationMs: null });
    expect(of(5)).toEqual({ durationMs: null });
    expect(of(601)).toEqual({ durationMs: null });
  });
});

describe('the layout (docs/product.md#visual-puzzle)', () => {
  it('is a 3 × 3 puzzle', () => {
    expect(GRID).toBe(3);
    expect(PIECES).toBe(9);
  });

  it('starts shuffled with at least 5 pieces out of place, never solved, from the injected random source', () => {
    for (let seed = 1; seed < 300; seed++) {
      const pieces = shuffledPieces(seededRandom(seed));
      expect([...pieces].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(pieces.filter((p, i) => p !== i).length).toBeGreaterThanOrEqual(MIN_OUT_OF_PLACE);
      expect(isSolved(pieces)).toBe(false);
    }
    expect(untimed.init(0, seededRandom(4))).toEqual(untimed.init(0, seededRandom(4)));
  });

  it('falls back to a rotation (every piece out) if the random source never shuffles', () => {
    expect(shuffledPieces(() => 0.999999)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 0]);
  });

  it('picks one of the scenes', () => {
    const scenes = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => untimed.init(0, seededRandom(seed)).scene));
    for (const scene of scenes) expect(SCENE_KEYS).toContain(scene);
    expect(scenes.size).toBeGreaterThan(1);
  });

  it('knows the fewest swaps from the cycles', () => {
    expect(minSwaps([0, 1, 2, 3, 4, 5, 6, 7, 8])).toBe(0);
    expect(minSwaps([1, 0, 2, 3, 4, 5, 6, 7, 8])).toBe(1);
    expect(minSwaps([1, 2, 0, 3, 4, 5, 6, 7, 8])).toBe(2);
    expect(minSwaps([1, 0, 3, 2, 5, 4, 7, 6, 8])).toBe(4);
    expect(minSwaps([1, 2, 3, 4, 5, 6, 7, 8, 0])).toBe(8);
  });
});

describe('tap to swap (docs/product.md#visual-puzzle)', () => {
  const layout = [1, 2, 0, 3, 4, 5, 6, 8, 7];

  it('a tap chooses a piece; a second tap on it lets it go; pieces in place cannot be chosen', () => {
    const s0 = withPieces(layout);
    const s1 = tap(s0, 0, 100);
    expect(s1.selected).toBe(0);
    expect(tap(s1, 0, 200).selected).toBeNull();
    expect(tap(s0, 4, 100)).toBe(s0);
    // A piece in place is not a swap target either.
    expect(tap(s1, 4, 200)).toBe(s1);
    expect(tap(s0, 9, 100)).toBe(s0);
    expect(tap(s0, -1, 100)).toBe(s0);
  });

  it('a swap counts a move; when the moved piece fits it is let go, with "fit" feedback for 1.5 s', () => {
    // Slot 0 holds piece 1: moving it to slot 1 puts it in place.
    const s = tap(tap(withPieces(layout), 0, 100), 1, 1_000);
    expect(s.pieces).toEqual([2, 1, 0, 3, 4, 5, 6, 8, 7]);
    expect(s).toMatchObject({ moves: 1, selected: null, phase: 'playing' });
    expect(s.feedback).toEqual({ kind: 'fit', until: 1_000 + FEEDBACK_MS });
    expect(send(s, { type: 'tick' }, 1_000 + FEEDBACK_MS - 1)).toBe(s);
    expect(send(s, { type: 'tick' }, 1_000 + FEEDBACK_MS).feedback).toBeNull();
  });

  it('a moved piece that does not fit stays chosen in its new place, to try again', () => {
    // Piece 1 (slot 0) to slot 7: neither it nor piece 8 (now in slot 0) fits.
    const s = tap(tap(withPieces(layout), 0, 100), 7, 1_000);
    expect(s.pieces).toEqual([8, 2, 0, 3, 4, 5, 6, 1, 7]);
    expect(s).toMatchObject({ moves: 1, selected: 7 });
    expect(s.feedback?.kind).toBe('not_yet');
    // The next tap moves it on.
    const s2 = tap(s, 1, 2_000);
    expect(s2.pieces[1]).toBe(1);
    expect(s2).toMatchObject({ moves: 2, selected: null });
  });

  it('a swap that puts the other piece in place also says "fit"; the moved piece stays chosen', () => {
    // Slot 2 holds piece 8, slot 0 holds piece 2: swapping them puts piece 2 in place.
    const s = tap(tap(withPieces([2, 1, 8, 3, 4, 5, 6, 7, 0]), 2, 100), 0, 200);
    expect(s.pieces).toEqual([8, 1, 2, 3, 4, 5, 6, 7, 0]);
    expect(s.feedback?.kind).toBe('fit');
    expect(s.selected).toBe(0);
  });

  it('the last swap solves the puzzle', () => {
    const s = tap(tap(withPieces([0, 1, 2, 3, 4, 5, 6, 8, 7]), 7, 100), 8, 200);
    expect(isSolved(s.pieces)).toBe(true);
    expect(s).toMatchObject({ phase: 'done', endedBy: 'solved', moves: 1, selected: null, feedback: null });
  });
});

describe('completion (docs/product.md#visual-puzzle)', () => {
  it('solved → reported 1.5 s later, not before; 100 with the fewest swaps; taps are then ignored', () => {
    const start = untimed.init(0, seededRandom(6));
    const { state: done, now } = solve(start, 0);
    expect(done).toMatchObject({ phase: 'done', endedBy: 'solved', moves: start.minMoves, selected: null });
    expect(done.advanceAt).toBe(now + COMPLETE_DELAY_MS);
    expect(tap(done, 0, now + 1)).toBe(done);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS - 1)).toBe(done);
    const complete = send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS);
    expect(complete).toMatchObject({ phase: 'complete', advanceAt: null, result: { score: 100, minutes: 1 } });
  });

  it('loses 5 points per extra swap, never below 40', () => {
    expect(POINTS_PER_EXTRA_MOVE).toBe(5);
    expect(SOLVED_FLOOR).toBe(40);
    expect(solvedScore(4, 4)).toBe(100);
    expect(solvedScore(5, 4)).toBe(95);
    expect(solvedScore(10, 4)).toBe(70);
    expect(solvedScore(16, 4)).toBe(40);
    expect(solvedScore(40, 4)).toBe(40);
  });

  it('reports the moves score for a longer solution', () => {
    // Two wasted moves first: piece 8 ↔ 7 back and forth.
    let s = withPieces([1, 0, 2, 3, 4, 5, 6, 8, 7]);
    s = tap(s, 0, 100);
    s = tap(s, 7, 200); // piece 1 to slot 7 (not yet), piece 8 to slot 0
    s = tap(s, 0, 300); // piece 1 back to slot 0 ↔ piece 8 back to slot 7
    expect(s.pieces).toEqual([1, 0, 2, 3, 4, 5, 6, 8, 7]);
    const { state: done, now } = solve(s, 400);
    expect(done.moves).toBe(4);
    expect(send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS).result?.score).toBe(90);
  });

  it('restarts with a fresh shuffle and no moves', () => {
    const { state: done } = solve(untimed.init(0, seededRandom(6)), 0);
    const again = send(done, { type: 'restart' }, 70_000);
    expect(again).toMatchObject({ moves: 0, selected: null, phase: 'playing', endedBy: null, startedAt: 70_000 });
    expect(isSolved(again.pieces)).toBe(false);
  });
});

describe('countdown (duration)', () => {
  it('counts whole seconds and ends when time is up (not 1 ms before), reported 1.5 s later', () => {
    let s = timed.init(0, seededRandom(6));
    expect(s.secondsLeft).toBe(60);
    expect(s.advanceAt).toBe(1_000);
    while (s.advanceAt !== null && s.advanceAt < 60_000) s = send(s, { type: 'tick' }, s.advanceAt, timed);
    expect(s.secondsLeft).toBe(1);
    expect(send(s, { type: 'tick' }, 59_999, timed).phase).toBe('playing');
    const done = send(s, { type: 'tick' }, 60_000, timed);
    expect(done).toMatchObject({ phase: 'done', endedBy: 'time', secondsLeft: 0 });
    expect(
      tap(
        done,
        done.pieces.findIndex((p, i) => p !== i),
        60_001,
        timed,
      ),
    ).toBe(done);
    const complete = send(done, { type: 'tick' }, 60_000 + COMPLETE_DELAY_MS, timed);
    expect(complete.result).toEqual({ score: 0, minutes: 1 });
  });

  it('time-up score: 40 × the share of the out-of-place pieces now in place, rounded down, below any solved score', () => {
    const startedOut = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    expect(timeUpScore({ startedOut, pieces: [1, 2, 0, 3, 4, 5, 6, 8, 7] })).toBe(17); // 4 of 9 → 44 % → 17
    expect(timeUpScore({ startedOut, pieces: [1, 0, 2, 3, 4, 5, 6, 7, 8] })).toBe(31); // 7 of 9 → 78 % → 31
    expect(timeUpScore({ startedOut: [0, 1], pieces: [1, 0, 2, 3, 4, 5, 6, 7, 8] })).toBe(0);
    expect(timeUpScore({ startedOut, pieces: [0, 1, 2, 3, 4, 5, 6, 7, 8] })).toBe(SOLVED_FLOOR - 1);
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the documented 3 × 3 puzzle; level 1 is 2 × 2 and level 3 4 × 4', () => {
    expect(LEVELS[2]).toEqual({ grid: GRID, minOutOfPlace: MIN_OUT_OF_PLACE });
    expect([1, 2, 3].map((n) => LEVELS[n as 1 | 2 | 3].grid ** 2)).toEqual([4, 9, 16]);
    expect(LEVELS[1].minOutOfPlace).toBeLessThan(LEVELS[2].minOutOfPlace);
    expect(LEVELS[2].minOutOfPlace).toBeLessThan(LEVELS[3].minOutOfPlace);
    for (const level of Object.values(LEVELS)) expect(level.minOutOfPlace).toBeLessThanOrEqual(level.grid ** 2);
  });

  it('every scene has one named picture per piece for every cut, each inside its own cell', () => {
    for (const key of SCENE_KEYS) {
      for (const grid of PUZZLE_GRIDS) {
        const items = SCENE_ART[key].items[grid];
        const names = puzzleMessages.scenes[key].items[grid];
        expect(items).toHaveLength(grid * grid);
        expect(names).toHaveLength(grid * grid);
        expect(new Set(names).size).toBe(names.length);
        const cell = 300 / grid;
        items.forEach((item, i) => {
          expect(item.x).toBeGreaterThanOrEqual((i % grid) * cell);
          expect(item.y).toBeGreaterThanOrEqual(Math.floor(i / grid) * cell);
          expect(item.x + item.size).toBeLessThanOrEqual(((i % grid) + 1) * cell);
          expect(item.y + item.size).toBeLessThanOrEqual((Math.floor(i / grid) + 1) * cell);
        });
      }
    }
  });

  for (const n of [1, 3] as const) {
    const { grid, minOutOfPlace } = LEVELS[n];
    it(`level ${n}: ${grid} × ${grid} pieces, at least ${minOutOfPlace} out of place, solved to 100; 'Recomeçar' keeps the cut`, () => {
      for (let seed = 1; seed < 100; seed++) {
        const pieces = shuffledPieces(seededRandom(seed), LEVELS[n]);
        expect([...pieces].sort((a, b) => a - b)).toEqual([...Array(grid * grid).keys()]);
        expect(pieces.filter((p, i) => p !== i).length).toBeGreaterThanOrEqual(minOutOfPlace);
      }
      const count = grid * grid;
      expect(shuffledPieces(() => 0.999999, LEVELS[n])).toEqual([...Array(count).keys()].map((i) => (i + 1) % count));
      const game = puzzleGame({ durationMs: null }, LEVELS[n]);
      const start = game.init(0, seededRandom(6));
      expect(start).toMatchObject({ grid });
      expect(start.pieces).toHaveLength(count);
      // A slot beyond the cut is no piece.
      expect(tap(start, count, 50, game)).toBe(start);
      const { state: done, now } = solve(start, 0, game);
      expect(done).toMatchObject({ phase: 'done', endedBy: 'solved', moves: start.minMoves });
      const complete = send(done, { type: 'tick' }, now + COMPLETE_DELAY_MS, game);
      expect(complete.result).toEqual({ score: 100, minutes: 1 });
      const again = send(complete, { type: 'restart' }, 80_000, game);
      expect(again.pieces).toHaveLength(count);
    });
  }
});
