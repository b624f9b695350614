import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { focusMessages } from '../../locales/pt-BR/games/focus';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { useGameSettings } from '../shared/game-settings';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { TARGET_ART } from './focus-art';
import { focusGame, HITS_TO_FINISH, LEVELS, setupFromContent, type FocusContent, type FocusState } from './rules';

type Props = GameProps<FocusContent> & { clock?: GameClock };

/** How long the target glides to its new place (without reduced motion): slow and calm. */
export const GLIDE_MS = 800;

function endText(state: FocusState): string | null {
  if (state.endedBy === 'hits') return fmt(focusMessages.allHits, { total: HITS_TO_FINISH });
  if (state.endedBy === 'time') return fmt(focusMessages.timeUp, { n: state.hits, total: HITS_TO_FINISH });
  return null;
}

/**
 * Focus (docs/product.md#focus-game): tap the friendly picture that moves around the area, 10 times;
 * the level sets its size and pace.
 */
export function FocusGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = focusMessages;
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const { reducedMotion } = useGameSettings();
  const size = LEVELS[level];
  const game = useMemo(() => focusGame(setupFromContent(content), size), [content, size]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const playing = state.phase === 'playing';
  const instruction = fmt(t.instructions, { total: HITS_TO_FINISH });
  const ended = endText(state);
  const feedbackText = ended ?? (state.feedback ? (state.feedback.kind === 'hit' ? t.hit : t.miss) : null);
  const name = t.targets[state.picture] ?? t.targets[0];

  // The instruction is read out at the start of each game (and after 'Recomeçar').
  useEffect(() => {
    say(instruction);
  }, [state.startedAt, instruction, say]);

  // A hit plays a soft 'correct' cue; a miss has no sound of failure, only gentle words.
  useEffect(() => {
    if (state.feedback?.kind === 'hit' && state.phase === 'playing') cue('correct');
  }, [state.feedback, state.phase, cue]);

  useEffect(() => {
    if (state.phase !== 'done' || !ended) return;
    cue('complete');
    say(ended);
  }, [state.phase, ended, cue, say]);

  /** A tap on the area outside the picture: a hit when close enough to the centre, else a miss. */
  function onAreaClick(e: MouseEvent<HTMLDivElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    const at =
      rect.width > 0 && rect.height > 0
        ? { x: (e.clientX - rect.left) / rect.width, y: (e.clientY - rect.top) / rect.height }
        : null;
    dispatch({ type: 'tap', at });
  }

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <p className={`${unspoken ? 'text-2xl font-bold' : 'text-lg font-semibold'}`} data-testid="instruction">
          {instruction}
        </p>
        <ListenButton onListen={() => say(instruction)} label={t.listen} className="text-base" />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 text-base font-medium">
        <p>{fmt(t.hits, { n: state.hits, total: HITS_TO_FINISH })}</p>
        {state.secondsLeft !== null && <p>{fmt(t.timeLeft, { s: state.secondsLeft })}</p>}
      </div>
      <div role="status" aria-live="polite" className="min-h-9">
        {feedbackText && (
          <p
            className={`rounded-xl px-3 py-1 font-semibold ${unspoken ? 'text-2xl' : 'text-lg'} ${
              state.feedback?.kind === 'hit' || ended ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
            }`}
          >
            {feedbackText}
          </p>
        )}
      </div>

      {/* Taps on the area are pointer-only misses (or near hits); the picture itself is a real button. */}
      <div
        data-testid="focus-area"
        aria-label={t.areaLabel}
        role="group"
        onClick={playing ? onAreaClick : undefined}
        className="relative mx-auto mt-2 size-[min(100vw_-_5rem,50vh)] touch-manipulation overflow-hidden rounded-3xl border-2 border-slate-300 bg-white"
      >
        <button
          type="button"
          disabled={!playing}
          aria-label={fmt(t.target, { name })}
          onClick={(e) => {
            e.stopPropagation();
            dispatch({ type: 'hit_target' });
          }}
          style={{
            left: `${state.target.x * 100}%`,
            top: `${state.target.y * 100}%`,
            width: `${size.hitRadius * 200}%`,
            height: `${size.hitRadius * 200}%`,
            transition: reducedMotion ? 'none' : `left ${GLIDE_MS}ms ease-in-out, top ${GLIDE_MS}ms ease-in-out`,
          }}
          className="absolute flex min-h-12 min-w-12 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-amber-50 p-1 ring-2 ring-amber-300 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-70"
          data-testid="focus-target"
        >
          <img src={TARGET_ART[state.picture] ?? TARGET_ART[0]} alt="" className="size-full" draggable={false} />
        </button>
      </div>
    </GameFrame>
  );
}
