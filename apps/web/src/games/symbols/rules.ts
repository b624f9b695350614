import { DEFAULT_SYMBOLS, SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';
import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL, type GameLevel } from '@neurobridge/shared/domain/game-levels';
import type { Random } from '../shared/random';
import { percent, wholeMinutes, type GameResult } from '../shared/result';
import { NEED_WORDS, type SymbolKey } from './symbol-data';

// docs/product.md#symbol-game: completion after 5 interactions (reported 2 s later), or in
// single_symbol mode after the target is tapped (or any tap without a target), reported 3 s later
// with a score of 100.
export const BOARD_INTERACTIONS = 5;
export const SINGLE_INTERACTIONS = 1;
export const BOARD_REPORT_MS = 2_000;
export const SINGLE_REPORT_MS = 3_000;
export const SINGLE_MODE_SCORE = 100;

/** One level of the board (docs/product.md#game-levels): how many taps it asks, and its default size. */
export interface SymbolLevel {
  /** Taps that complete a board; the score's variety is counted out of min(board, taps). */
  boardTaps: number;
  /** The board when the content lists no valid symbol: the first n symbols. */
  defaultBoard: number;
}

/**
 * docs/product.md#symbol-game, "Levels": level 2 is the board as described there (5 taps, the
 * default six); level 1 asks 3 taps on a default board of 4; level 3 asks 8 taps on a default board
 * of 9. The single-symbol mode has no levels: one answer, as the content says.
 */
export const LEVELS: Record<GameLevel, SymbolLevel> = {
  1: { boardTaps: 3, defaultBoard: 4 },
  2: { boardTaps: BOARD_INTERACTIONS, defaultBoard: DEFAULT_SYMBOLS.length },
  3: { boardTaps: 8, defaultBoard: 9 },
};

export interface SymbolSetup {
  symbols: SymbolKey[];
  single: boolean;
  prompt: string | null;
  /** The symbol a single-symbol activity waits for, when its prompt names a need. */
  target: SymbolKey | null;
}

const isSymbol = (value: unknown): value is SymbolKey => (SYMBOL_KEYS as readonly unknown[]).includes(value);

/** Lower case, no accents, words separated by single spaces and padded, for whole-word search. */
const normalise = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/**
 * The need a prompt names, among the symbols on the board (docs/product.md#symbol-game): the
 * first symbol of `NEED_WORDS` on the board with one of its words in the prompt; null when the
 * prompt names no need (then any tap answers it).
 */
export function targetOf(prompt: string | null, symbols: readonly SymbolKey[]): SymbolKey | null {
  if (!prompt) return null;
  const text = normalise(prompt);
  const found = NEED_WORDS.find(
    ([symbol, words]) => symbols.includes(symbol) && words.some((w) => text.includes(` ${w} `)),
  );
  return found ? found[0] : null;
}

/**
 * Content → the board (docs/product.md#symbol-game): unknown symbols are filtered out (the author's
 * order is kept: it is the board's layout) and the default six (the level's first n; a
 * single-symbol activity always six) are used when none is valid or absent.
 */
export function setupFromContent(
  content: ContentOf<'symbol_communication'>,
  level: GameLevel = START_LEVEL,
): SymbolSetup {
  const listed = Array.isArray(content.symbols) ? content.symbols : [];
  const symbols = [...new Set(listed.filter(isSymbol))];
  const prompt = typeof content.prompt === 'string' && content.prompt.trim() !== '' ? content.prompt.trim() : null;
  const single = content.mode === 'single_symbol';
  const defaults = single ? [...DEFAULT_SYMBOLS] : SYMBOL_KEYS.slice(0, LEVELS[level].defaultBoard);
  const board = symbols.length > 0 ? symbols : defaults;
  return { symbols: board, single, prompt, target: single ? targetOf(prompt, board) : null };
}

export interface SymbolState {
  symbols: SymbolKey[];
  single: boolean;
  /** Taps that complete a board at this level (docs/product.md#symbol-game, "Levels"). */
  boardTaps: number;
  target: SymbolKey | null;
  /** Every counted tap, in order; the last one is the phrase on screen. */
  taps: SymbolKey[];
  /** 'done': the last counted tap happened and the report is pending; the board is locked. */
  phase: 'playing' | 'done' | 'complete';
  advanceAt: number | null;
  startedAt: number;
  result: GameResult | null;
}

export type SymbolEvent = { type: 'tap'; symbol: SymbolKey } | { type: 'tick' } | { type: 'restart' };

/** A state's numbers as far as the rules need them; without `boardTaps`, level 2's five. */
type Counted<K extends keyof SymbolState> = Pick<SymbolState, K> & Partial<Pick<SymbolState, 'boardTaps'>>;

export const interactionsToComplete = (s: Counted<'single'>) =>
  s.single ? SINGLE_INTERACTIONS : (s.boardTaps ?? BOARD_INTERACTIONS);

/**
 * Whether these taps end the activity. With a target, only the target does: another symbol is
 * still spoken (communication is never wrong), and the view hints at the target.
 */
export function completes(state: Counted<'single' | 'target'>, taps: readonly SymbolKey[]): boolean {
  if (state.single && state.target) return taps.at(-1) === state.target;
  return taps.length >= interactionsToComplete(state);
}

/** A tap that spoke another symbol while a target is awaited: the view shows the hint. */
export const missedTarget = (state: Pick<SymbolState, 'target' | 'taps' | 'phase'>): boolean =>
  state.target !== null && state.phase === 'playing' && state.taps.length > 0;

/**
 * Taps count only while playing: once the last interaction happened, taps in the 2–3 s before
 * the report are ignored, so they cannot change the result.
 */
export function acceptsTap(state: SymbolState, symbol: SymbolKey): boolean {
  return state.phase === 'playing' && state.symbols.includes(symbol);
}

/**
 * docs/product.md#symbol-game: 100 in single mode, else the share of distinct symbols used. The
 * share is of what the child can reach in the 5 taps (the level's) a board asks for —
 * min(symbols offered, taps) — so a large board can still be played to 100%
 * (docs/decisions/008-symbol-board-score.md).
 */
export function scoreOf(state: Counted<'single' | 'symbols' | 'taps'>): number {
  if (state.single) return SINGLE_MODE_SCORE;
  return percent(new Set(state.taps).size, Math.min(state.symbols.length, interactionsToComplete(state)));
}

export function symbolGame(setup: SymbolSetup, level: GameLevel = START_LEVEL) {
  function init(now: number, _random: Random): SymbolState {
    return {
      symbols: setup.symbols,
      single: setup.single,
      boardTaps: LEVELS[level].boardTaps,
      target: setup.target,
      taps: [],
      phase: 'playing',
      advanceAt: null,
      startedAt: now,
      result: null,
    };
  }

  function reduce(state: SymbolState, event: SymbolEvent, now: number, random: Random): SymbolState {
    switch (event.type) {
      case 'restart':
        return init(now, random);
      case 'tap': {
        if (!acceptsTap(state, event.symbol)) return state;
        const taps = [...state.taps, event.symbol];
        if (!completes(state, taps)) return { ...state, taps };
        return {
          ...state,
          taps,
          phase: 'done',
          advanceAt: now + (state.single ? SINGLE_REPORT_MS : BOARD_REPORT_MS),
        };
      }
      case 'tick': {
        if (state.phase !== 'done' || state.advanceAt === null || now < state.advanceAt) return state;
        return {
          ...state,
          phase: 'complete',
          advanceAt: null,
          result: { score: scoreOf(state), minutes: wholeMinutes(now - state.startedAt) },
        };
      }
    }
  }

  return { init, reduce };
}
