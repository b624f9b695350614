import { DEFAULT_SYMBOLS, SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../shared/random';
import { SYMBOLS, type SymbolKey } from './symbol-data';
import {
  acceptsTap,
  BOARD_INTERACTIONS,
  BOARD_REPORT_MS,
  LEVELS,
  scoreOf,
  setupFromContent,
  SINGLE_INTERACTIONS,
  SINGLE_MODE_SCORE,
  SINGLE_REPORT_MS,
  symbolGame,
  type SymbolState,
} from './rules';

const random = seededRandom(1);
const setup = (content: { symbols?: unknown[]; mode?: 'single_symbol'; prompt?: string } = {}) =>
  setupFromContent({ type: 'symbol_communication', ...content });

/** Taps the given symbols 1 s apart; returns the state and the time of the last tap. */
function tapAll(state: SymbolState, symbols: SymbolKey[], start = 0) {
  const game = symbolGame({ symbols: state.symbols, single: state.single, prompt: null, target: state.target });
  let s = state;
  let now = start;
  for (const symbol of symbols) s = game.reduce(s, { type: 'tap', symbol }, (now += 1_000), random);
  return { state: s, now, reduce: game.reduce };
}

describe('content → board (docs/product.md#symbol-game)', () => {
  it('keeps known symbols in the order given, without repeats', () => {
    expect(setup({ symbols: ['mais', 'pizza', 'agua', 7, 'mais'] }).symbols).toEqual(['mais', 'agua']);
  });

  it('uses the default six when none is valid or the list is absent', () => {
    expect(setup().symbols).toEqual([...DEFAULT_SYMBOLS]);
    expect(setup({ symbols: [] }).symbols).toEqual([...DEFAULT_SYMBOLS]);
    expect(setup({ symbols: ['pizza'] }).symbols).toEqual([...DEFAULT_SYMBOLS]);
    expect(DEFAULT_SYMBOLS).toEqual(['agua', 'comida', 'banheiro', 'ajuda', 'feliz', 'obrigado']);
  });

  it('reads the single_symbol mode and the optional prompt', () => {
    expect(setup({ mode: 'single_symbol', prompt: '  Você está com sede.  ' })).toMatchObject({
      single: true,
      prompt: 'Você está com sede.',
    });
    expect(setup({ prompt: '   ' })).toMatchObject({ single: false, prompt: null });
  });

  it('has 12 symbols, each with a label and a phrase (docs/product.md#symbol-game)', () => {
    expect(SYMBOL_KEYS).toHaveLength(12);
    for (const k of SYMBOL_KEYS) {
      expect(SYMBOLS[k].label).not.toBe('');
      expect(SYMBOLS[k].phrase).not.toBe('');
    }
    expect(SYMBOLS.agua).toEqual({ label: 'Água', phrase: 'Eu quero água' });
  });
});

describe('board mode (docs/product.md#symbol-game)', () => {
  const game = symbolGame(setup());
  const start = () => game.init(0, random);

  it('counts taps and ignores symbols not on the board', () => {
    const s0 = start();
    const s1 = game.reduce(s0, { type: 'tap', symbol: 'agua' }, 1_000, random);
    expect(s1.taps).toEqual(['agua']);
    expect(game.reduce(s1, { type: 'tap', symbol: 'parar' }, 2_000, random)).toBe(s1);
  });

  it('completes after 5 interactions and reports 2 s after the 5th, not before', () => {
    const { state: four } = tapAll(start(), ['agua', 'comida', 'agua', 'feliz']);
    expect(four).toMatchObject({ phase: 'playing', advanceAt: null });
    const { state: done, now } = tapAll(start(), ['agua', 'comida', 'agua', 'feliz', 'ajuda']);
    expect(BOARD_INTERACTIONS).toBe(5);
    expect(done).toMatchObject({ phase: 'done', advanceAt: now + BOARD_REPORT_MS, result: null });
    expect(game.reduce(done, { type: 'tick' }, now + BOARD_REPORT_MS - 1, random)).toBe(done);
    const complete = game.reduce(done, { type: 'tick' }, now + BOARD_REPORT_MS, random);
    expect(complete.phase).toBe('complete');
    // 4 distinct of the 5 a board of 6 can reach in 5 taps; 7 s of play → one whole minute.
    expect(complete.result).toEqual({ score: 80, minutes: 1 });
  });

  it('scores the share of distinct symbols used, out of what 5 taps can reach', () => {
    const symbols = [...DEFAULT_SYMBOLS] as SymbolKey[];
    expect(scoreOf({ single: false, symbols, taps: ['agua', 'agua', 'agua', 'agua', 'agua'] })).toBe(20);
    expect(scoreOf({ single: false, symbols, taps: ['agua', 'comida', 'agua', 'comida', 'feliz'] })).toBe(60);
    expect(scoreOf({ single: false, symbols, taps: ['agua', 'comida', 'banheiro', 'ajuda', 'feliz'] })).toBe(100);
    expect(
      scoreOf({ single: false, symbols: ['agua', 'mais', 'dor'], taps: ['agua', 'mais', 'dor', 'dor', 'agua'] }),
    ).toBe(100);
    // The full 12-symbol board: 5 different symbols in 5 taps is the most a child can do.
    expect(
      scoreOf({ single: false, symbols: [...SYMBOL_KEYS], taps: ['agua', 'comida', 'dor', 'mais', 'parar'] }),
    ).toBe(100);
  });

  it('ignores taps while the report is pending, so they cannot change the result', () => {
    const { state: done, now } = tapAll(start(), ['agua', 'agua', 'agua', 'agua', 'agua']);
    expect(acceptsTap(done, 'comida')).toBe(false);
    const late = game.reduce(done, { type: 'tap', symbol: 'comida' }, now + 500, random);
    expect(late).toBe(done);
    expect(game.reduce(late, { type: 'tick' }, now + BOARD_REPORT_MS, random).result?.score).toBe(20);
  });

  it('ignores taps after completion, and restarts clean', () => {
    const { state: done, now } = tapAll(start(), ['agua', 'comida', 'banheiro', 'ajuda', 'feliz']);
    const complete = game.reduce(done, { type: 'tick' }, now + BOARD_REPORT_MS, random);
    expect(game.reduce(complete, { type: 'tap', symbol: 'agua' }, now + 5_000, random)).toBe(complete);
    expect(game.reduce(complete, { type: 'restart' }, 90_000, random)).toMatchObject({
      taps: [],
      phase: 'playing',
      advanceAt: null,
      startedAt: 90_000,
      result: null,
    });
  });

  it('reports whole minutes from the start to the report', () => {
    const { state: done, now } = tapAll(start(), ['agua', 'comida', 'banheiro', 'ajuda', 'feliz'], 150_000);
    expect(game.reduce(done, { type: 'tick' }, now + BOARD_REPORT_MS, random).result?.minutes).toBe(3);
  });
});

describe('single_symbol mode (docs/product.md#symbol-game)', () => {
  const game = symbolGame(setup({ symbols: ['agua', 'comida', 'ajuda'], mode: 'single_symbol' }));

  it('completes after 1 interaction, reported 3 s later with a score of 100', () => {
    expect(SINGLE_INTERACTIONS).toBe(1);
    const s0 = game.init(0, random);
    const done = game.reduce(s0, { type: 'tap', symbol: 'comida' }, 4_000, random);
    expect(done).toMatchObject({ phase: 'done', taps: ['comida'], advanceAt: 4_000 + SINGLE_REPORT_MS });
    expect(game.reduce(done, { type: 'tick' }, 4_000 + SINGLE_REPORT_MS - 1, random)).toBe(done);
    expect(game.reduce(done, { type: 'tick' }, 4_000 + SINGLE_REPORT_MS, random).result).toEqual({
      score: SINGLE_MODE_SCORE,
      minutes: 1,
    });
  });

  it('ignores a second tap during the 3 s before the report', () => {
    const s0 = game.init(0, random);
    const done = game.reduce(s0, { type: 'tap', symbol: 'agua' }, 1_000, random);
    expect(game.reduce(done, { type: 'tap', symbol: 'ajuda' }, 2_000, random)).toBe(done);
  });

  it('has no target when the prompt names no need: any tap answers', () => {
    expect(game.init(0, random).target).toBeNull();
  });
});

describe('single_symbol mode with a target (docs/product.md#symbol-game)', () => {
  const thirst = setup({ symbols: ['agua', 'comida', 'ajuda'], mode: 'single_symbol', prompt: 'Você está com sede.' });
  const game = symbolGame(thirst);

  it('finds the target in the prompt', () => {
    expect(thirst.target).toBe('agua');
  });

  it('another symbol is counted and said, but the activity waits for the target', () => {
    const s0 = game.init(0, random);
    const s1 = game.reduce(s0, { type: 'tap', symbol: 'comida' }, 1_000, random);
    expect(s1).toMatchObject({ phase: 'playing', taps: ['comida'], advanceAt: null });
    const s2 = game.reduce(s1, { type: 'tap', symbol: 'ajuda' }, 2_000, random);
    expect(s2).toMatchObject({ phase: 'playing', taps: ['comida', 'ajuda'] });
    const done = game.reduce(s2, { type: 'tap', symbol: 'agua' }, 3_000, random);
    expect(done).toMatchObject({ phase: 'done', advanceAt: 3_000 + SINGLE_REPORT_MS });
    // Locked while the report is pending.
    expect(game.reduce(done, { type: 'tap', symbol: 'comida' }, 4_000, random)).toBe(done);
    expect(game.reduce(done, { type: 'tick' }, 3_000 + SINGLE_REPORT_MS, random).result).toEqual({
      score: SINGLE_MODE_SCORE,
      minutes: 1,
    });
  });

  it('the target straight away completes as before', () => {
    const done = game.reduce(game.init(0, random), { type: 'tap', symbol: 'agua' }, 1_000, random);
    expect(done.phase).toBe('done');
  });

  it('a board (not single_symbol) has no target, whatever its prompt', () => {
    expect(setup({ symbols: ['agua', 'comida'], prompt: 'Você está com sede.' }).target).toBeNull();
  });
});

describe('levels (docs/product.md#game-levels)', () => {
  it('level 2 is the board as documented: 5 taps, the default six', () => {
    expect(LEVELS[2]).toEqual({ boardTaps: BOARD_INTERACTIONS, defaultBoard: DEFAULT_SYMBOLS.length });
    expect(LEVELS[2]).toEqual({ boardTaps: 5, defaultBoard: 6 });
    expect(setupFromContent({ type: 'symbol_communication' }, 2).symbols).toEqual([...DEFAULT_SYMBOLS]);
  });

  it('grows from level 1 to 3, within the twelve symbols', () => {
    expect(LEVELS[1]).toEqual({ boardTaps: 3, defaultBoard: 4 });
    expect(LEVELS[3]).toEqual({ boardTaps: 8, defaultBoard: 9 });
    for (const [easier, harder] of [
      [LEVELS[1], LEVELS[2]],
      [LEVELS[2], LEVELS[3]],
    ] as const) {
      expect(easier.boardTaps).toBeLessThanOrEqual(harder.boardTaps);
      expect(easier.defaultBoard).toBeLessThanOrEqual(harder.defaultBoard);
    }
    for (const level of [1, 2, 3] as const) expect(LEVELS[level].defaultBoard).toBeLessThanOrEqual(SYMBOL_KEYS.length);
  });

  it("without a list the board is the level's first symbols; a list, and the single mode, are the content's", () => {
    const none = { type: 'symbol_communication' as const };
    expect(setupFromContent(none, 1).symbols).toEqual(['agua', 'comida', 'banheiro', 'ajuda']);
    expect(setupFromContent(none, 3).symbols).toEqual(SYMBOL_KEYS.slice(0, 9));
    const listed = { type: 'symbol_communication' as const, symbols: ['mais', 'dor'] };
    for (const level of [1, 2, 3] as const) expect(setupFromContent(listed, level).symbols).toEqual(['mais', 'dor']);
    const single = { type: 'symbol_communication' as const, mode: 'single_symbol' as const, prompt: 'Estou com sede' };
    for (const level of [1, 3] as const) {
      const s = setupFromContent(single, level);
      expect(s).toMatchObject({ symbols: [...DEFAULT_SYMBOLS], single: true, target: 'agua' });
      const game = symbolGame(s, level);
      const done = game.reduce(game.init(0, random), { type: 'tap', symbol: 'agua' }, 1_000, random);
      expect(done).toMatchObject({ phase: 'done', advanceAt: 1_000 + SINGLE_REPORT_MS });
      expect(game.reduce(done, { type: 'tick' }, 1_000 + SINGLE_REPORT_MS, random).result?.score).toBe(
        SINGLE_MODE_SCORE,
      );
    }
  });

  it('level 1: a board of 4 completes after 3 taps, scored out of 3', () => {
    const game = symbolGame(setupFromContent({ type: 'symbol_communication' }, 1), 1);
    const s0 = game.init(0, random);
    expect(s0.boardTaps).toBe(3);
    const { state: two } = tapAll(s0, ['agua', 'comida']);
    expect(two.phase).toBe('playing');
    const { state: done, now } = tapAll(s0, ['agua', 'comida', 'agua']);
    expect(done).toMatchObject({ phase: 'done', advanceAt: now + BOARD_REPORT_MS });
    expect(game.reduce(done, { type: 'tick' }, now + BOARD_REPORT_MS, random).result).toEqual({
      score: 67,
      minutes: 1,
    });
    expect(scoreOf({ single: false, symbols: s0.symbols, taps: ['agua', 'comida', 'ajuda'], boardTaps: 3 })).toBe(100);
  });

  it('level 3: a board of 9 completes after 8 taps, scored out of min(board, 8)', () => {
    const game = symbolGame(setupFromContent({ type: 'symbol_communication' }, 3), 3);
    const s0 = game.init(0, random);
    const eight: SymbolKey[] = ['agua', 'comida', 'banheiro', 'ajuda', 'feliz', 'obrigado', 'triste', 'agua'];
    const { state: seven } = tapAll(s0, eight.slice(0, 7));
    expect(seven.phase).toBe('playing');
    const { state: done, now } = tapAll(s0, eight);
    expect(done.phase).toBe('done');
    // 7 different of the 8 the taps can reach.
    expect(game.reduce(done, { type: 'tick' }, now + BOARD_REPORT_MS, random).result).toEqual({
      score: 88,
      minutes: 1,
    });
    // A listed board of 6 at level 3: every symbol used is 100.
    const six = [...DEFAULT_SYMBOLS] as SymbolKey[];
    expect(scoreOf({ single: false, symbols: six, taps: [...six, 'agua', 'agua'], boardTaps: 8 })).toBe(100);
  });
});
