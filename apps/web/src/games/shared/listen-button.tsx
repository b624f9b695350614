import { Volume2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { gameMessages } from '../../locales/pt-BR/games/shared';
import { useGameSettings } from './game-settings';
import type { Repeated } from './use-speech';

// docs/product.md#speech: how long a press of 'Ouvir de novo' that no voice could say stays
// visible: the emphasis of the large phrase, and the button's own note.
export const EMPHASIS_MS = 1_500;
export const NOTE_MS = 4_000;

/** True from each new press `n` until `ms` later: one calm emphasis per press, never a blink. */
function useBriefly(n: number, ms: number): boolean {
  const [endedFor, setEndedFor] = useState(0);
  useEffect(() => {
    if (n === 0) return;
    const id = setTimeout(() => setEndedFor(n), ms);
    return () => clearTimeout(id);
  }, [n, ms]);
  return n > 0 && endedFor !== n;
}

interface ListenButtonProps {
  /**
   * Says the phrase again. It returns false when nothing could be heard and the game shows
   * nothing new (a bare `say`): the button then shows `text` large itself, so a press is never
   * without effect. `useSpeech().repeat` returns true: its view emphasises the phrase instead.
   */
  onListen: () => boolean | void;
  /** The phrase, for the button's own note; without it the note says where the words are. */
  text?: string;
  label?: string;
  className?: string;
}

/**
 * Repeats a phrase aloud. It renders nothing while the child's speech setting is off, so no game
 * has to check the setting to hide it (docs/product.md#speech).
 */
export function ListenButton({ onListen, text, label = gameMessages.listen, className = '' }: ListenButtonProps) {
  const { speech } = useGameSettings();
  const [unheard, setUnheard] = useState(0);
  const noting = useBriefly(unheard, NOTE_MS);
  if (!speech) return null;
  return (
    <span className={`relative inline-flex ${className}`}>
      <button
        type="button"
        onClick={() => {
          if (onListen() === false) setUnheard((n) => n + 1);
        }}
        className="inline-flex min-h-12 items-center gap-2 rounded-xl px-3 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <Volume2 aria-hidden className="size-5" />
        {label}
      </button>
      {/* Over the game, not in its flow, so nothing moves under a finger; taps pass through it. */}
      <span aria-live="polite" className="pointer-events-none absolute left-0 top-full z-20 mt-1">
        {noting && (
          <span
            key={unheard}
            data-testid="listen-note"
            className={`block w-max max-w-[80vw] rounded-2xl bg-amber-50 p-3 font-bold text-slate-900 shadow-lg ring-4 ring-amber-500 ${
              text ? 'text-3xl' : 'text-base'
            }`}
          >
            {text ?? gameMessages.noVoiceNotice}
          </span>
        )}
      </span>
    </span>
  );
}

interface RepeatHighlightProps {
  /** `useSpeech().repeated`: the phrase 'Ouvir de novo' could not say aloud. */
  repeated: Repeated | null;
  /** The phrase this area shows. */
  text: string;
  children: ReactNode;
  className?: string;
}

/**
 * Wraps the large words of a phrase. When 'Ouvir de novo' could not say this phrase, it rings the
 * words once for a moment (a soft fade, still under reduced motion: one change, no blinking) and
 * reads them again to screen readers, so the press always shows something (docs/product.md#speech).
 */
export function RepeatHighlight({ repeated, text, children, className = '' }: RepeatHighlightProps) {
  const n = repeated?.text === text ? repeated.n : 0;
  const lit = useBriefly(n, EMPHASIS_MS);
  return (
    <div
      data-emphasis={lit || undefined}
      className={`rounded-2xl transition-shadow duration-500 ${lit ? 'ring-4 ring-amber-500 ring-offset-2' : ''} ${className}`}
    >
      {children}
      <span aria-live="polite" className="sr-only">
        {lit && <span key={n}>{text}</span>}
      </span>
    </div>
  );
}
