import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { Check } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { buttonClass } from '../../components/ui/button';
import { breathingMessages } from '../../locales/pt-BR/games/breathing';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import { useGameSettings } from '../shared/game-settings';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { Balloon, balloonLook } from './breathing-balloon';
import { PauseControls } from '../shared/pause-controls';
import {
  breathingGame,
  EXERCISE_KEYS,
  EXERCISES,
  exerciseFromContent,
  isPaused,
  type BreathingState,
  type ExerciseKey,
} from './rules';

type Props = GameProps<ContentOf<'breathing_exercise'>> & { clock?: GameClock };

const t = breathingMessages;

function describeExercise(key: ExerciseKey): string {
  const e = EXERCISES[key];
  return fmt(e.hold > 0 ? t.describeHold : t.describeNoHold, { ...e });
}

/** The phase word is big, and bigger when no voice could say it; the closing sentence a little smaller. */
function lineSize(running: boolean, unspoken: boolean): string {
  if (running) return unspoken ? 'text-5xl' : 'text-4xl';
  return unspoken ? 'text-3xl' : 'text-2xl';
}

/** What the child should do now, in words (spoken at each change). */
function lineOf(state: BreathingState): string | null {
  if (state.stage === 'finishing' || state.stage === 'complete') return t.done;
  return state.stage === 'running' && state.phase ? t.phases[state.phase] : null;
}

/**
 * Breathing (docs/product.md#breathing-game): choose an exercise, start, and follow the balloon
 * through inhale, hold, exhale and a short rest, cycle after cycle.
 */
export function BreathingGame({ content, title, onComplete, clock }: Props) {
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const { reducedMotion } = useGameSettings();
  const game = useMemo(() => breathingGame(exerciseFromContent(content)), [content]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  const choosing = state.stage === 'choosing';
  const running = state.stage === 'running';
  const paused = isPaused(state);
  const line = lineOf(state);

  // The phase word is spoken at every change of phase; the end gets its cue and words once.
  useEffect(() => {
    if (state.stage === 'running' && state.phase) say(t.phases[state.phase]);
  }, [state.stage, state.cycle, state.phase, say]);
  useEffect(() => {
    if (state.stage !== 'finishing') return;
    cue('complete');
    say(t.done);
  }, [state.stage, cue, say]);

  // 'Começar' leaves the screen: a keyboard user's focus goes on to 'Pausar'.
  const controlsRef = useRef<HTMLDivElement>(null);
  const focusControls = useRef(false);
  useEffect(() => {
    if (!focusControls.current || !running) return;
    focusControls.current = false;
    controlsRef.current?.querySelector<HTMLButtonElement>('button:enabled')?.focus();
  }, [running]);

  const seconds = running ? state.secondsLeft : null;
  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      <p className="text-xl font-semibold">
        {choosing ? t.chooseInstructions : fmt(t.cycle, { n: state.cycle, total: EXERCISES[state.exercise].cycles })}
      </p>
      {!choosing && <p className="text-base font-medium text-muted">{t.exercises[state.exercise]}</p>}

      <div className="mt-3 grid items-center gap-4 sm:grid-cols-2">
        <Balloon
          look={balloonLook(state.phase, running ? state.timer : null, reducedMotion)}
          label={
            seconds === null
              ? t.balloon
              : `${t.balloon}: ${seconds === 1 ? t.secondLeft : fmt(t.secondsLeft, { n: seconds })}`
          }
          seconds={seconds}
          secondsLabel={seconds === 1 ? t.second : t.seconds}
        />

        {choosing ? (
          <div className="flex flex-col gap-3">
            <div role="group" aria-label={t.choiceLabel} className="grid gap-2">
              {EXERCISE_KEYS.map((key) => {
                const chosen = state.exercise === key;
                return (
                  <button
                    key={key}
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => dispatch({ type: 'choose', exercise: key })}
                    className={`flex min-h-16 items-center gap-3 rounded-2xl border-4 bg-white px-4 py-2 text-left hover:border-brand-600 ${
                      chosen ? 'border-brand-700' : 'border-transparent ring-1 ring-slate-200'
                    }`}
                  >
                    <span className="flex-1">
                      <span className="block text-lg font-bold">{t.exercises[key]}</span>
                      <span className="block text-sm text-muted">{describeExercise(key)}</span>
                    </span>
                    {chosen && (
                      <span className="flex items-center gap-1 text-sm font-semibold text-brand-700">
                        <Check aria-hidden className="size-5" />
                        {t.chosen}
                      </span>
                    )}
                  </button>
                );
              })}
            </div>
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
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <div role="status" aria-live="polite" className="min-h-20 rounded-2xl bg-white p-3 text-center">
              {line && <p className={`${lineSize(running, unspoken)} font-bold text-sky-950`}>{line}</p>}
              {paused && <p className="mt-1 text-base font-medium text-muted">{t.paused}</p>}
            </div>
            <div ref={controlsRef} className="flex flex-wrap items-center justify-center gap-2">
              <PauseControls
                paused={paused}
                active={running}
                pauseLabel={t.pause}
                resumeLabel={t.resume}
                onPause={() => dispatch({ type: 'pause' })}
                onResume={() => dispatch({ type: 'resume' })}
              />
              {line && <ListenButton onListen={() => say(line)} label={t.listenPhase} />}
            </div>
          </div>
        )}
      </div>
    </GameFrame>
  );
}
