import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useMemo, useRef } from 'react';
import { buttonClass } from '../../components/ui/button';
import { movementMessages } from '../../locales/pt-BR/games/movement';
import { fmt } from '../../locales/pt-BR/messages';
import { PauseControls } from '../shared/pause-controls';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { MOVE_ART } from './movement-art';
import { currentExercise, isPaused, movementGame, type MovementState } from './rules';

type Props = GameProps<ContentOf<'movement_break'>> & { clock?: GameClock };

const t = movementMessages;

/** The feedback line under the countdown. */
function statusOf(state: MovementState): string | null {
  if (state.stage === 'between') return t.next;
  if (state.stage === 'finishing' || state.stage === 'complete') return t.done;
  if (isPaused(state)) return t.paused;
  return null;
}

/**
 * Movement breaks (docs/product.md#movement-game): three gentle exercises, each with a picture, a
 * spoken instruction and a countdown; the next starts by itself 2 s after one ends.
 */
export function MovementGame({ title, onComplete, clock, level = START_LEVEL }: Props) {
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const game = useMemo(() => movementGame(level), [level]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const move = currentExercise(state);
  const texts = t.exercises[move];
  const ready = state.stage === 'ready';
  const line = statusOf(state);

  // Each exercise's instruction is spoken as it starts (not on a pause or a second of the countdown).
  const starting = state.stage === 'moving' ? texts.instruction : null;
  useEffect(() => {
    if (starting) say(starting);
  }, [starting, say]);
  // A soft cue when an exercise ends, a fuller one after the last.
  useEffect(() => {
    if (state.stage === 'between') cue('correct');
    if (state.stage === 'finishing') {
      cue('complete');
      say(t.done);
    }
  }, [state.stage, cue, say]);

  // 'Começar' leaves the screen: a keyboard user's focus goes on to 'Pausar'.
  const controlsRef = useRef<HTMLDivElement>(null);
  const focusControls = useRef(false);
  useEffect(() => {
    if (!focusControls.current || ready) return;
    focusControls.current = false;
    controlsRef.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  }, [ready]);

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-xl font-semibold">
        {ready ? t.ready : fmt(t.progress, { n: state.index + 1, total: state.exercises.length })}
      </p>

      <div className="mt-3 grid items-center gap-4 sm:grid-cols-2">
        {/* Picture beside the words, so the card stays short on a phone. */}
        <div className="grid grid-cols-[auto_1fr] items-center gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 sm:p-4">
          <img
            src={MOVE_ART[move]}
            alt={texts.label}
            className="size-[min(14vh,28vw,9rem)] sm:size-[min(22vh,10rem)]"
          />
          <div className="flex flex-col items-start gap-1">
            <p className="text-xl font-bold sm:text-2xl">{texts.label}</p>
            <p className={`${unspoken ? 'text-3xl' : 'text-lg'} font-medium leading-snug`}>{texts.instruction}</p>
            <ListenButton onListen={() => say(texts.instruction)} label={t.listen} className="-ml-3" />
          </div>
        </div>

        <div className="flex flex-col items-center gap-3">
          <p className="flex flex-col items-center leading-none">
            <span aria-hidden className="text-7xl font-bold tabular-nums">
              {state.secondsLeft}
            </span>
            <span aria-hidden className="text-base font-semibold text-muted">
              {state.secondsLeft === 1 ? t.second : t.seconds}
            </span>
            <span className="sr-only">
              {state.secondsLeft === 1 ? t.secondLeft : fmt(t.secondsLeft, { n: state.secondsLeft })}
            </span>
          </p>
          <div role="status" aria-live="polite" className="min-h-14 text-center">
            {line && <p className={`${unspoken ? 'text-3xl' : 'text-xl'} font-semibold`}>{line}</p>}
          </div>
          <div ref={controlsRef} className="flex flex-wrap items-center justify-center gap-2">
            {ready ? (
              <button
                type="button"
                className={buttonClass('primary', 'min-h-14 text-xl')}
                onClick={() => {
                  focusControls.current = document.activeElement instanceof HTMLButtonElement;
                  dispatch({ type: 'start' });
                }}
              >
                {t.start}
              </button>
            ) : (
              <PauseControls
                paused={isPaused(state)}
                active={state.stage === 'moving'}
                pauseLabel={t.pause}
                resumeLabel={t.resume}
                onPause={() => dispatch({ type: 'pause' })}
                onResume={() => dispatch({ type: 'resume' })}
              />
            )}
          </div>
        </div>
      </div>
    </GameFrame>
  );
}
