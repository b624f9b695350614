import { useCallback, useEffect, useRef, useState } from 'react';
import type { Random } from './random';
import type { GameResult } from './result';

export interface GameClock {
  now: () => number;
  random: Random;
}

export const realClock: GameClock = { now: () => Date.now(), random: Math.random };

interface Timed {
  advanceAt: number | null;
  result: GameResult | null;
}

/**
 * Runs a game's pure reducer with the clock and random source injected
 * (docs/decisions/006-games-as-pure-reducers.md): dispatches a 'tick' when the state asks for one
 * (`advanceAt`) and reports the result once.
 */
export function useGame<S extends Timed, E extends { type: string }>(
  reduce: (state: S, event: E | { type: 'tick' }, now: number, random: Random) => S,
  init: (now: number, random: Random) => S,
  onComplete: (result: GameResult) => void,
  clock: GameClock = realClock,
) {
  const [state, setState] = useState(() => init(clock.now(), clock.random));
  const dispatch = useCallback(
    (event: E | { type: 'tick' }) => setState((s) => reduce(s, event, clock.now(), clock.random)),
    [reduce, clock],
  );

  useEffect(() => {
    if (state.advanceAt === null) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), Math.max(0, state.advanceAt - clock.now()));
    return () => clearTimeout(timer);
  }, [state.advanceAt, dispatch, clock]);

  const reported = useRef<GameResult | null>(null);
  useEffect(() => {
    if (state.result && reported.current !== state.result) {
      reported.current = state.result;
      onComplete(state.result);
    }
  }, [state.result, onComplete]);

  return [state, dispatch] as const;
}
