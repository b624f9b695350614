import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { Check, Lightbulb } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { memoryMessages } from '../../locales/pt-BR/games/memory';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import type { Random } from '../shared/random';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import type { MemoryContent } from './entry';
import { MEMORY_ART } from './memory-art';
import { MEMORY_LABELS } from './memory-data';
import { acceptsTaps, helpAvailable, init, isFaceUp, LEVELS, reduce, type Feedback } from './rules';

type Props = GameProps<MemoryContent> & { clock?: GameClock };

const t = memoryMessages;

function feedbackText(f: Feedback | null): string | null {
  if (!f) return null;
  if (f.kind === 'mismatch') return t.mismatch;
  const line = f.kind === 'match' ? t.match : fmt(t.helped, { picture: MEMORY_LABELS[f.picture] });
  return f.last ? `${line} ${t.allFound}` : line;
}

/**
 * The board's columns and card size by the number of cards (docs/product.md#memory-game): 4 columns
 * of square cards sized to the screen; 24 cards go 4 × 6 on a phone and 6 × 4 on a wider screen.
 * Cards never get smaller than 48 px.
 */
function boardClasses(cards: number): { grid: string; card: string } {
  if (cards > 16) return { grid: 'grid-cols-4 sm:grid-cols-6', card: 'size-[min(19vw,8vh)] sm:size-[min(12vw,12vh)]' };
  if (cards > 12) return { grid: 'grid-cols-4', card: 'size-[min(19vw,12vh)]' };
  return { grid: 'grid-cols-4', card: 'size-[min(19vw,15vh)]' };
}

/** Memory (docs/product.md#memory-game): 8 pairs at level 2, shown for 2 s, then found two cards at a time. */
export function MemoryGame({ title, onComplete, clock, level = START_LEVEL }: Props) {
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const sizes = LEVELS[level];
  const start = useCallback((now: number, random: Random) => init(now, random, sizes), [sizes]);
  const [state, dispatch] = useGame(reduce, start, onComplete, clock);
  const tips = useMemo(
    () => t.tips.map((tip) => fmt(tip, { seconds: sizes.previewMs / 1_000, free: sizes.freeMismatches })),
    [sizes],
  );
  const board = boardClasses(state.cards.length);
  const boardRef = useRef<HTMLDivElement>(null);
  const helpRef = useRef<HTMLButtonElement>(null);
  const instruction = state.phase === 'waiting' ? t.look : t.instructions;
  const feedback = feedbackText(state.feedback);
  const previewing = state.phase === 'waiting';
  const taps = acceptsTaps(state);

  // The instruction is read when the preview starts and when the cards turn face down.
  useEffect(() => {
    say(previewing ? t.look : t.instructions);
  }, [state.startedAt, previewing, say]);

  // One cue and one spoken line per try (a new feedback object each time).
  useEffect(() => {
    const f = state.feedback;
    if (!f) return;
    say(feedbackText(f)!);
    cue(f.kind === 'mismatch' ? 'try_again' : f.last ? 'complete' : 'correct');
  }, [state.feedback, cue, say]);

  // The help button hides once used: move a keyboard user to the board, not lost at the page top.
  useEffect(() => {
    const active = document.activeElement;
    if (state.helps === 0 || (active !== document.body && active !== helpRef.current)) return;
    boardRef.current?.querySelector<HTMLButtonElement>('button:not([aria-disabled="true"])')?.focus();
  }, [state.helps]);

  return (
    <GameFrame title={title} tips={tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-lg font-semibold sm:text-xl">{instruction}</p>
      {/* Every line keeps its height (the help button its place), so the board never moves under a finger. */}
      <div className="flex min-h-12 flex-wrap items-center justify-between gap-x-3">
        <p className="text-base font-medium text-muted">
          {fmt(t.progress, { n: state.found.length / 2, total: state.cards.length / 2 })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <button
            ref={helpRef}
            type="button"
            onClick={() => dispatch({ type: 'help' })}
            // Hidden until offered, but keeping its place.
            style={helpAvailable(state) ? undefined : { visibility: 'hidden' }}
            className="inline-flex min-h-12 items-center gap-2 rounded-xl bg-white px-3 text-base font-semibold text-brand-700 ring-2 ring-brand-600 hover:bg-brand-50"
          >
            <Lightbulb aria-hidden className="size-5" />
            {t.help}
          </button>
          <ListenButton onListen={() => say(feedback ?? instruction)} className="text-base" />
        </div>
      </div>
      <div role="status" aria-live="polite" className="mb-2 min-h-10">
        {feedback && (
          <p
            className={`inline-block rounded-xl px-3 py-1 font-semibold ${unspoken ? 'text-3xl' : 'text-lg sm:text-xl'} ${
              state.feedback?.kind === 'mismatch' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'
            }`}
          >
            {feedback}
          </p>
        )}
      </div>

      <div ref={boardRef} role="group" aria-label={t.boardLabel} className={`mx-auto grid w-fit gap-2 ${board.grid}`}>
        {state.cards.map((card) => {
          const up = isFaceUp(state, card.id);
          const found = state.found.includes(card.id);
          const name = MEMORY_LABELS[card.picture];
          const inactive = !taps || found || state.turned.includes(card.id);
          return (
            <button
              key={card.id}
              type="button"
              aria-label={up ? (found ? `${name}, ${t.foundMark}` : name) : t.faceDown}
              aria-pressed={up}
              // aria-disabled, not disabled: a keyboard user's focus stays on the card while it waits.
              aria-disabled={inactive || undefined}
              onClick={() => dispatch({ type: 'turn', card: card.id })}
              className={`relative flex ${board.card} min-h-12 min-w-12 items-center justify-center rounded-2xl border-4 ${
                up
                  ? found
                    ? 'border-green-700 bg-green-50'
                    : 'border-ink bg-white'
                  : 'border-brand-700 bg-brand-600 text-white hover:border-ink'
              } transition-colors`}
            >
              {up ? (
                <img src={MEMORY_ART[card.picture]} alt="" className="size-4/5" />
              ) : (
                <span aria-hidden className="text-4xl font-bold">
                  ?
                </span>
              )}
              {found && (
                <span aria-hidden className="absolute top-1 right-1 rounded-full bg-green-700 p-0.5 text-white">
                  <Check className="size-4" />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </GameFrame>
  );
}
