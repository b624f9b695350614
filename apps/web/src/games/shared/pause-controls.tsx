import { Pause, Play } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '../../components/ui/button';

interface PauseControlsProps {
  paused: boolean;
  /** Both buttons are off when there is nothing to pause (before the start, between steps, at the end). */
  active: boolean;
  pauseLabel: string;
  resumeLabel: string;
  onPause: () => void;
  onResume: () => void;
}

/**
 * 'Pausar' and 'Continuar' side by side, always in the same place; the one that does not apply is
 * off. Two fixed buttons instead of one that changes its word: a child sees both choices, nothing
 * moves, and a keyboard user's focus follows to the other button (so Space pauses, Space again
 * continues).
 */
export function PauseControls({ paused, active, pauseLabel, resumeLabel, onPause, onResume }: PauseControlsProps) {
  const pauseRef = useRef<HTMLButtonElement>(null);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target && !target.disabled) target.focus();
  }, [paused]);

  const press = (from: HTMLButtonElement | null, to: HTMLButtonElement | null, action: () => void) => {
    // Only a button that had the keyboard's focus hands it on; a tap moves no focus.
    if (from && document.activeElement === from) focusNext.current = to;
    action();
  };

  return (
    <>
      <button
        ref={pauseRef}
        type="button"
        className={buttonClass('secondary')}
        disabled={!active || paused}
        onClick={() => press(pauseRef.current, resumeRef.current, onPause)}
      >
        <Pause aria-hidden className="size-5" />
        {pauseLabel}
      </button>
      <button
        ref={resumeRef}
        type="button"
        className={buttonClass('primary')}
        disabled={!active || !paused}
        onClick={() => press(resumeRef.current, pauseRef.current, onResume)}
      >
        <Play aria-hidden className="size-5" />
        {resumeLabel}
      </button>
    </>
  );
}
