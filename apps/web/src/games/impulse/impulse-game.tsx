import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { useEffect, useId, useMemo, useRef } from 'react';
import { impulseMessages } from '../../locales/pt-BR/games/impulse';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { currentLight, impulseGame, LEVELS } from './rules';
import { TrafficLight } from './traffic-light';

type Props = GameProps<ContentOf<'impulse_control'>> & { clock?: GameClock };

/** Keys typed into these keep their own meaning; elsewhere Space and Enter press 'Tocar'. */
const OWN_KEYS = 'button, a, input, select, textarea, [contenteditable="true"]';

/**
 * Impulse control (docs/product.md#impulse-control-game): touch 'Tocar' on green, wait on yellow
 * and red, for 10 lights or 30 s at level 2 (the level sets the lights and their pace).
 */
export function ImpulseGame({ title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = impulseMessages;
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const size = LEVELS[level];
  const game = useMemo(() => impulseGame(size), [size]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const light = currentLight(state);
  const lit = state.phase === 'playing' ? (light?.color ?? null) : null;
  const playing = state.phase === 'playing';
  const pressRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  // The instruction is read at the start of each game (and after 'Recomeçar').
  useEffect(() => {
    say(t.instructions);
  }, [state.startedAt, say, t]);

  // Each new light says its name, so the child can also listen for the green.
  useEffect(() => {
    if (lit) say(t.lights[lit]);
  }, [state.round, lit, say, t]);

  // One gentle cue per press that counts; 'Espere...' has no sound.
  useEffect(() => {
    if (!state.feedback) return;
    if (state.feedback.kind === 'hit') cue('correct');
    if (state.feedback.kind === 'error') cue('try_again');
  }, [state.feedback, cue]);

  const over = state.phase === 'done' || state.phase === 'complete';
  const endLine = state.endedBy === 'time' ? t.endByTime : t.endByRounds;
  const summary = fmt(t.summary, { hits: state.hits, greens: state.hits + state.missed });
  // Once per game, when it ends: a soft 'complete' cue and the end line.
  const announced = useRef<number | null>(null);
  useEffect(() => {
    if (!over || announced.current === state.startedAt) return;
    announced.current = state.startedAt;
    cue('complete');
    say(`${endLine} ${summary}`);
  }, [over, state.startedAt, endLine, summary, cue, say]);

  // 'Começar' goes away: the keyboard lands on 'Tocar' instead of the page.
  useEffect(() => {
    if (playing) pressRef.current?.focus();
  }, [playing]);

  // Space and Enter press 'Tocar' from anywhere in the page (a focused button keeps its own keys).
  useEffect(() => {
    if (!playing) return;
    const onKey = (e: KeyboardEvent) => {
      if ((e.key !== ' ' && e.key !== 'Enter') || e.repeat) return;
      if (e.target instanceof Element && e.target.closest(OWN_KEYS)) return;
      e.preventDefault();
      dispatch({ type: 'press' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing, dispatch]);

  const feedbackText =
    state.feedback?.kind === 'hit'
      ? t.hit
      : state.feedback?.kind === 'error'
        ? t.error
        : state.feedback
          ? t.wait
          : null;
  const tone =
    state.feedback?.kind === 'hit'
      ? 'bg-green-100 text-green-900'
      : state.feedback?.kind === 'error'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-slate-100 text-slate-900';

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <div className="flex flex-wrap items-center gap-x-3">
        <p className={`${unspoken ? 'text-2xl' : 'text-lg sm:text-xl'} font-semibold`}>{t.instructions}</p>
        <ListenButton onListen={() => say(t.instructions)} label={t.listenInstructions} className="text-base" />
      </div>

      <div className="mt-3 grid grid-cols-[auto_1fr] items-center gap-4">
        <TrafficLight lit={lit} />
        <div className="flex min-w-0 flex-col gap-2">
          <p
            data-testid="light-name"
            className={`${unspoken ? 'text-4xl' : 'text-2xl sm:text-3xl'} font-bold leading-tight`}
          >
            {lit ? t.lights[lit] : over ? endLine : t.ready}
          </p>
          <p className="flex flex-wrap gap-x-4 text-base font-medium text-muted">
            <span>
              {fmt(t.round, {
                n: Math.max(0, Math.min(state.round + 1, state.lights.length)),
                total: state.lights.length,
              })}
            </span>
            <span data-testid="time-left">{fmt(t.timeLeft, { seconds: state.secondsLeft })}</span>
          </p>
          <div role="status" aria-live="polite" className="min-h-16">
            {over ? (
              <p className="rounded-2xl bg-green-100 p-3 text-lg font-semibold text-green-900">
                {endLine} {summary}
              </p>
            ) : (
              feedbackText && (
                <p className={`rounded-2xl p-3 font-semibold ${unspoken ? 'text-2xl' : 'text-lg'} ${tone}`}>
                  {feedbackText}
                </p>
              )
            )}
          </div>
        </div>
      </div>

      <div className="mt-3">
        {state.phase === 'ready' ? (
          <button
            type="button"
            onClick={() => dispatch({ type: 'start' })}
            className="min-h-[min(12vh,6rem)] w-full rounded-3xl bg-brand-600 text-3xl font-bold text-white hover:bg-brand-700"
          >
            {t.start}
          </button>
        ) : (
          <button
            ref={pressRef}
            type="button"
            disabled={!playing}
            aria-describedby={hintId}
            onClick={() => dispatch({ type: 'press' })}
            className="min-h-[min(12vh,6rem)] w-full rounded-3xl border-4 border-brand-700 bg-white text-3xl font-bold text-brand-800 hover:bg-brand-50 disabled:opacity-50"
          >
            {t.press}
          </button>
        )}
        <p id={hintId} className="mt-1 text-sm text-muted">
          {t.pressHint}
        </p>
      </div>
    </GameFrame>
  );
}
