import { LockKeyhole } from 'lucide-react';
import { useId, type KeyboardEvent, type PointerEvent } from 'react';
import { useGameSettings } from '../../../../games/shared/game-settings';
import { fmt } from '../../../../locales/pt-BR/messages';
import { activitiesMessages } from '../../messages';
import { GROWN_UP_HOLD_MS, useHold } from './use-hold';

const t = activitiesMessages.childMode;
const isHoldKey = (e: KeyboardEvent) => e.key === 'Enter' || e.key === ' ';

/**
 * The grown-up's way out of child mode (docs/product.md#child-mode): press and hold for 3 s with a
 * finger, the mouse, Enter or Space. A bar fills while held (the seconds instead with reduced
 * motion); a screen reader hears the instructions and a polite count; letting go early says so.
 */
export function GrownUpExit({
  onDone,
  label = t.exit,
  hint = t.exitHint,
  released = t.released,
}: {
  onDone: () => void;
  label?: string;
  /** The same hold for another grown-up's action (the board's editing): its instructions and its early-release note. */
  hint?: string;
  released?: string;
}) {
  const { reducedMotion } = useGameSettings();
  const hold = useHold(onDone);
  const hintId = useId();
  const holding = hold.remaining !== null;

  function onPointerDown(e: PointerEvent<HTMLButtonElement>) {
    if (e.button > 0) return; // the right or middle mouse button
    // Captured, so a finger that slides a little off the button still holds.
    e.currentTarget.setPointerCapture?.(e.pointerId);
    hold.start();
  }

  return (
    <div className="relative flex justify-end">
      <button
        type="button"
        aria-describedby={hintId}
        data-holding={holding || undefined}
        className="relative inline-flex min-h-12 touch-none items-center gap-2 overflow-hidden rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-700 select-none [-webkit-touch-callout:none] hover:bg-slate-50"
        onPointerDown={onPointerDown}
        onPointerUp={hold.stop}
        onPointerCancel={hold.stop}
        onLostPointerCapture={hold.stop}
        // A long press on a phone opens the context menu, which would cancel the hold.
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (!isHoldKey(e)) return;
          e.preventDefault();
          hold.start();
        }}
        onKeyUp={(e) => {
          if (!isHoldKey(e)) return;
          e.preventDefault();
          hold.stop();
        }}
        onBlur={hold.stop}
      >
        <LockKeyhole aria-hidden className="size-5 shrink-0" />
        {label}
        {holding && reducedMotion && (
          <span aria-hidden data-testid="hold-count" className="rounded-full bg-brand-700 px-2 text-white">
            {hold.remaining}
          </span>
        )}
        {!reducedMotion && (
          <span
            aria-hidden
            data-testid="hold-bar"
            className="absolute inset-x-0 bottom-0 h-1.5 origin-left bg-brand-600"
            style={{
              transform: holding ? 'scaleX(1)' : 'scaleX(0)',
              transition: holding ? `transform ${GROWN_UP_HOLD_MS}ms linear` : 'none',
            }}
          />
        )}
      </button>
      <span id={hintId} className="sr-only">
        {hint}
      </span>
      <div role="status" className="pointer-events-none absolute top-full right-0 z-10 mt-1">
        {holding && <span className="sr-only">{fmt(t.holding, { n: hold.remaining! })}</span>}
        {hold.releasedEarly && (
          <span className="block w-max max-w-[min(18rem,80vw)] rounded-xl bg-white px-3 py-2 text-sm text-ink shadow ring-1 ring-slate-200">
            {released}
          </span>
        )}
      </div>
    </div>
  );
}
