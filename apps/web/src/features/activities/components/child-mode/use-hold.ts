import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a grown-up holds the exit of child mode (docs/product.md#child-mode). */
export const GROWN_UP_HOLD_MS = 3_000;
/** The count the button shows and a screen reader hears: one step a second (3, 2, 1). */
const STEP_MS = 1_000;
/** The gentle 'let go too soon' note goes away by itself, so it does not sit over the game. */
export const RELEASED_NOTE_MS = 4_000;

export interface Hold {
  /** Whole seconds still to hold while held (3, 2, 1), else null. */
  remaining: number | null;
  /** The last hold ended before its time: the button says so gently until the next press. */
  releasedEarly: boolean;
  start: () => void;
  stop: () => void;
}

/**
 * Press and hold (docs/product.md#child-mode): `onDone` runs after `ms` of holding, once; letting
 * go earlier cancels. One timer per second plus one at the end, so a fake clock drives it in tests.
 */
export function useHold(onDone: () => void, ms = GROWN_UP_HOLD_MS): Hold {
  const [remaining, setRemaining] = useState<number | null>(null);
  const [releasedEarly, setReleasedEarly] = useState(false);
  const timers = useRef<number[]>([]);
  const note = useRef<number | undefined>(undefined);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  const clear = useCallback(() => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  }, []);
  useEffect(
    () => () => {
      clear();
      window.clearTimeout(note.current);
    },
    [clear],
  );

  const start = useCallback(() => {
    // A held key repeats its keydown: the hold already running goes on.
    if (timers.current.length > 0) return;
    const steps = Math.ceil(ms / STEP_MS);
    window.clearTimeout(note.current);
    setReleasedEarly(false);
    setRemaining(steps);
    for (let i = 1; i < steps; i++) timers.current.push(window.setTimeout(() => setRemaining(steps - i), i * STEP_MS));
    timers.current.push(
      window.setTimeout(() => {
        clear();
        setRemaining(null);
        done.current();
      }, ms),
    );
  }, [clear, ms]);

  const stop = useCallback(() => {
    if (timers.current.length === 0) return;
    clear();
    setRemaining(null);
    setReleasedEarly(true);
    note.current = window.setTimeout(() => setReleasedEarly(false), RELEASED_NOTE_MS);
  }, [clear]);

  return { remaining, releasedEarly, start, stop };
}
