import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Advances fake time in small steps: React schedules a game's next timer only after it has drawn
 * the last one, so one big jump would run a single step of a chain of timed changes.
 */
export async function advanceInSteps(ms: number, step = 250) {
  for (let t = 0; t < ms; t += step) await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - t)));
}
