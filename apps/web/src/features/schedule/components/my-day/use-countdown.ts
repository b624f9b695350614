import { useEffect, useState } from 'react';

export interface Countdown {
  /** Seconds left. */
  left: number;
  running: boolean;
  /** The time ran out (until started again). */
  over: boolean;
  start: () => void;
  pause: () => void;
}

/**
 * A routine entry's timer (docs/product.md#my-day): counts whole seconds down from `seconds` while
 * running; pausing keeps what is left; starting after the time ran out starts it again in full.
 */
export function useCountdown(seconds: number): Countdown {
  const [left, setLeft] = useState(seconds);
  const [started, setStarted] = useState(false);
  // Reaching 0 stops it by itself.
  const running = started && left > 0;
  useEffect(() => {
    if (!running) return;
    const tick = window.setInterval(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearInterval(tick);
  }, [running]);
  return {
    left,
    running,
    over: left === 0,
    start: () => {
      setLeft((n) => (n === 0 ? seconds : n));
      setStarted(true);
    },
    pause: () => setStarted(false),
  };
}
