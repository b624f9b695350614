import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useId, useMemo, useRef } from 'react';
import { routineMessages } from '../../locales/pt-BR/games/routine';
import { fmt } from '../../locales/pt-BR/messages';
import { gameMessages } from '../../locales/pt-BR/games/shared';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { RoutineFeedback, feedbackText } from './routine-feedback';
import { RoutineInstruction } from './routine-instruction';
import { STEP_LABELS, type StepKey } from './routine-data';
import { createRoutine, poolOf, setupFromContent } from './rules';
import { StepCard } from './step-card';

type Props = GameProps<ContentOf<'sequence'>> & { clock?: GameClock };

/** More steps than this make a long routine (the simple day has 12, the full day 22). */
const DENSE_FROM = 12;

type FocusTarget = { area: 'pool' | 'sequence'; index: number } | { area: 'feedback' };

/** Routine ordering, simple or scheduled by content (docs/product.md#routine-game): tap to place, tap to return. */
export function RoutineGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = routineMessages;
  const setup = useMemo(() => setupFromContent(content, level), [content, level]);
  const routine = useMemo(() => createRoutine(setup, level), [setup, level]);
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const [state, dispatch] = useGame(routine.reduce, routine.init, onComplete, clock);
  const pool = poolOf(state);
  const locked = state.phase !== 'placing';
  // This game's steps: the routine's, or at level 1 a part of them (docs/product.md#routine-game).
  const total = state.steps.length;
  const hintId = useId();
  const instruction = setup.mode === 'simple' ? t.instructionSimple : t.instructionScheduled;

  useEffect(() => {
    say(instruction);
  }, [state.startedAt, instruction, say]);

  const evaluation = state.evaluation;
  useEffect(() => {
    if (state.phase !== 'evaluated' || !evaluation) return;
    cue(evaluation.outcome === 'exact' ? 'complete' : evaluation.outcome === 'partial' ? 'correct' : 'try_again');
    say(feedbackText(setup.mode, evaluation.outcome));
  }, [state.phase, evaluation, setup.mode, cue, say]);

  // A tapped button leaves its list; keyboard focus goes to its neighbour instead of the page top.
  const rootRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    const root = rootRef.current;
    focusNext.current = null;
    if (!target || !root) return;
    if (target.area === 'feedback') return root.querySelector<HTMLElement>('[data-area="feedback"]')?.focus();
    const buttons = [...root.querySelectorAll<HTMLElement>(`[data-area="${target.area}"] button`)];
    const fallback = root.querySelector<HTMLElement>('[data-area="pool"] button');
    (buttons[Math.min(target.index, buttons.length - 1)] ?? fallback)?.focus();
  }, [state.placed]);

  const place = (step: StepKey, index: number) => {
    const last = pool.length === 1;
    focusNext.current = last ? { area: 'feedback' } : { area: 'pool', index };
    if (!last) say(STEP_LABELS[step]);
    dispatch({ type: 'place', step });
  };
  const giveBack = (step: StepKey, index: number) => {
    focusNext.current = { area: 'sequence', index };
    dispatch({ type: 'return', step });
  };

  const missed = evaluation !== null && evaluation.outcome !== 'exact';
  // docs/product.md#routine-game: the pool and the sequence share one screen, the pool shrinking as
  // the sequence grows; a long routine (the 22-step day) takes three chips a row on a phone, six on a laptop.
  const dense = total > DENSE_FROM;
  const grid = dense
    ? 'grid grid-cols-3 gap-1 sm:grid-cols-4 sm:gap-2 lg:grid-cols-6'
    : 'grid grid-cols-2 gap-1.5 sm:gap-2 md:grid-cols-3 lg:grid-cols-4';
  return (
    <GameFrame
      title={title}
      tips={t.tips}
      onRestart={() => dispatch({ type: 'restart' })}
      restartLabel={missed ? gameMessages.tryAgain : gameMessages.restart}
    >
      <div ref={rootRef}>
        <RoutineInstruction
          routineName={setup.routineType ? t.routineNames[setup.routineType] : undefined}
          instruction={instruction}
          large={unspoken}
          onListen={() => say(instruction)}
        />

        {/* Heading, hint and count on one line. On a phone the hint is for screen readers only (the
            tips say it to the grown-up): its line is room for the steps. */}
        <div className="mt-2 flex flex-wrap items-baseline gap-x-3 sm:mt-4">
          <h3 className="text-base leading-tight font-bold sm:text-xl">{t.sequenceTitle}</h3>
          <p id={hintId} className="sr-only text-base text-muted sm:not-sr-only">
            {t.sequenceHint}
          </p>
          <p className="ml-auto text-sm font-medium text-muted sm:text-base">
            {fmt(t.placedCount, { n: state.placed.length, total })}
          </p>
        </div>
        <ol data-area="sequence" aria-label={t.sequenceTitle} className={`mt-1 empty:hidden sm:mt-2 ${grid}`}>
          {state.placed.map((step, i) => (
            <li key={step}>
              <StepCard
                step={step}
                showTime={setup.showTimes}
                ordinal={fmt(t.ordinal, { n: i + 1 })}
                mark={evaluation ? (step === state.steps[i] ? 'in' : 'out') : undefined}
                dense={dense}
                disabled={locked}
                describedBy={locked ? undefined : hintId}
                onClick={() => giveBack(step, i)}
              />
            </li>
          ))}
          {/* An empty place to fill, for a short routine; a long one has no room to spare for it. */}
          {!locked && !dense && (
            <li className="flex min-h-12 items-center gap-2 rounded-2xl border-4 border-dashed border-slate-300 p-1 text-sm text-muted sm:min-h-16 sm:p-2 sm:text-base">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 font-bold sm:size-10 sm:text-lg">
                {fmt(t.ordinal, { n: state.placed.length + 1 })}
              </span>
              <span>{t.emptySlot}</span>
            </li>
          )}
        </ol>

        <RoutineFeedback mode={setup.mode} evaluation={evaluation} total={total} />

        {pool.length > 0 && (
          <>
            <h3 className="mt-2 text-base leading-tight font-bold sm:mt-4 sm:text-xl">{t.poolTitle}</h3>
            <ul data-area="pool" aria-label={t.poolTitle} className={`mt-1 sm:mt-2 ${grid}`}>
              {pool.map((step, i) => (
                <li key={step}>
                  <StepCard
                    step={step}
                    showTime={setup.showTimes}
                    dense={dense}
                    disabled={locked}
                    onClick={() => place(step, i)}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </GameFrame>
  );
}
