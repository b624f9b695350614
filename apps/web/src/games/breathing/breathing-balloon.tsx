import type { Timer } from '../shared/timer';
import type { Phase } from './rules';

/** The balloon's size, as a scale of its box: small when empty, full after breathing in. */
export const BALLOON_EMPTY = 0.5;
export const BALLOON_FULL = 1;
const FROM: Record<Phase, number> = {
  inhale: BALLOON_EMPTY,
  hold: BALLOON_FULL,
  exhale: BALLOON_FULL,
  rest: BALLOON_EMPTY,
};
const TO: Record<Phase, number> = {
  inhale: BALLOON_FULL,
  hold: BALLOON_FULL,
  exhale: BALLOON_EMPTY,
  rest: BALLOON_EMPTY,
};

export interface BalloonLook {
  scale: number;
  /** How long the glide to `scale` takes; 0 jumps. */
  durationMs: number;
}

/**
 * How the balloon looks for a phase: it glides to the phase's size over the phase's own time (so a
 * 6 s exhale shrinks it in 6 s), from wherever a pause left it. Paused, it stays where it was; with
 * reduced motion it never glides and simply shows the phase's size.
 */
export function balloonLook(phase: Phase | null, timer: Timer | null, reducedMotion: boolean): BalloonLook {
  if (!phase || !timer) return { scale: BALLOON_EMPTY, durationMs: 0 };
  const from = FROM[phase];
  const to = TO[phase];
  if (reducedMotion) return { scale: to, durationMs: 0 };
  if (timer.runningSince === null) {
    const done = timer.durationMs > 0 ? timer.elapsedBefore / timer.durationMs : 1;
    return { scale: from + (to - from) * done, durationMs: 0 };
  }
  return { scale: to, durationMs: Math.max(0, timer.durationMs - timer.elapsedBefore) };
}

interface BalloonProps {
  look: BalloonLook;
  label: string;
  /** Large seconds shown in the middle (none before the start). */
  seconds: number | null;
  secondsLabel: string;
}

/** A soft round balloon; its box keeps one size so nothing around it moves while it breathes. */
export function Balloon({ look, label, seconds, secondsLabel }: BalloonProps) {
  return (
    <div
      role="img"
      aria-label={label}
      className="relative mx-auto grid size-[min(24vh,55vw,18rem)] shrink-0 place-items-center sm:size-[min(40vh,18rem)]"
    >
      <div
        data-testid="balloon"
        className="absolute inset-0 rounded-full border-4 border-sky-500 bg-sky-200"
        style={{
          transform: `scale(${look.scale})`,
          transitionProperty: 'transform',
          transitionTimingFunction: 'linear',
          transitionDuration: `${look.durationMs}ms`,
        }}
      />
      {seconds !== null && (
        <p aria-hidden className="relative flex flex-col items-center leading-none text-sky-950">
          <span className="text-6xl font-bold tabular-nums">{seconds}</span>
          <span className="text-base font-semibold">{secondsLabel}</span>
        </p>
      )}
    </div>
  );
}
