import type { ContentOf } from '@neurobridge/shared/content/schemas';
import { START_LEVEL } from '@neurobridge/shared/domain/game-levels';
import { TIME_TASKS } from '@neurobridge/shared/content/types/time-management/keys';
import { Pause, Play, Square, SquareCheckBig } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { timeManagementMessages } from '../../locales/pt-BR/games/time-management';
import { fmt } from '../../locales/pt-BR/messages';
import { GameFrame } from '../shared/game-frame';
import type { GameProps } from '../shared/game-types';
import { ListenButton } from '../shared/listen-button';
import { useCue } from '../shared/use-cue';
import { useGame, type GameClock } from '../shared/use-game';
import { useSpeech } from '../shared/use-speech';
import { levelSteps, LEVELS, mmss, setupFromContent, timeGame, timerState } from './rules';
import { TASK_ART } from './time-art';

type Props = GameProps<ContentOf<'time_management'>> & { clock?: GameClock };

/**
 * Time management (docs/product.md#time-management-game): pick a task, use its timer if you like,
 * and tick its steps in any order.
 */
export function TimeManagementGame({ content, title, onComplete, clock, level = START_LEVEL }: Props) {
  const t = timeManagementMessages;
  const cue = useCue();
  const { say, unspoken } = useSpeech();
  const game = useMemo(() => timeGame(setupFromContent(content), level), [content, level]);
  const [state, dispatch] = useGame(game.reduce, game.init, onComplete, clock);
  // docs/product.md#time-management-game: the level sets each timer and how many of a task's steps.
  const minutes = LEVELS[level].minutes;
  const task = state.task ? t.tasks[state.task] : null;
  const steps = state.task && task ? task.steps.slice(0, levelSteps(state.task, level)) : [];
  const working = state.phase === 'working';
  const clockState = timerState(state);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const instruction = task ? `${task.label}. ${t.instructions}` : t.choose;
  // Read when the screen changes: the choice of tasks, then the chosen task.
  useEffect(() => {
    say(instruction);
  }, [instruction, state.startedAt, say]);

  // After a pick the task's buttons are gone: the keyboard lands on the task's name.
  const picked = useRef(false);
  useEffect(() => {
    if (state.task && picked.current) headingRef.current?.focus();
    picked.current = false;
  }, [state.task]);

  useEffect(() => {
    if (state.timeUp) say(t.timeUp);
  }, [state.timeUp, say, t]);

  const over = state.phase === 'done' || state.phase === 'complete';
  useEffect(() => {
    if (!over) return;
    cue('complete');
    say(t.allDone);
  }, [over, cue, say, t]);

  const toggle = (step: number) => {
    if (!state.ticked.includes(step)) cue('correct');
    dispatch({ type: 'toggle', step });
  };

  const total = state.task ? minutes[state.task] * 60 : 1;
  const used = Math.min(100, Math.max(0, ((total - state.secondsLeft) / total) * 100));
  const timerLabel = clockState === 'running' ? t.pauseTimer : clockState === 'paused' ? t.resumeTimer : t.startTimer;
  const TimerIcon = clockState === 'running' ? Pause : Play;
  const message = over ? t.allDone : state.timeUp ? t.timeUp : null;

  return (
    <GameFrame title={title} tips={t.tips} onRestart={() => dispatch({ type: 'restart' })}>
      {!state.task || !task ? (
        <>
          <div className="flex flex-wrap items-center gap-x-3">
            <p className={`${unspoken ? 'text-3xl' : 'text-xl'} font-semibold`}>{t.choose}</p>
            <ListenButton onListen={() => say(t.choose)} label={t.listen} className="text-base" />
          </div>
          <div role="group" aria-label={t.tasksLabel} className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {TIME_TASKS.map((key) => (
              <button
                key={key}
                type="button"
                onClick={() => {
                  picked.current = true;
                  dispatch({ type: 'choose', task: key });
                }}
                className="flex min-h-20 items-center gap-3 rounded-2xl border-4 border-slate-300 bg-white p-3 text-left text-xl font-bold hover:border-brand-600 sm:flex-col sm:text-center"
              >
                <img src={TASK_ART[key]} alt="" className="size-14 shrink-0 sm:size-[min(14vh,6rem)]" />
                <span className="flex flex-col">
                  {t.tasks[key].label}
                  <span className="text-base font-medium text-muted">{fmt(t.minutes, { minutes: minutes[key] })}</span>
                </span>
              </button>
            ))}
          </div>
        </>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-x-3">
            <img src={TASK_ART[state.task]} alt="" className="size-10 shrink-0" />
            <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold sm:text-2xl">
              {task.label}
            </h3>
            <span className="text-base font-medium text-muted">{fmt(t.minutes, { minutes: minutes[state.task] })}</span>
            <ListenButton onListen={() => say(instruction)} label={t.listen} className="text-base" />
          </div>
          <p className={unspoken ? 'text-2xl font-semibold' : 'text-base'}>{t.instructions}</p>

          <div role="group" aria-label={t.timerLabel} className="mt-2 rounded-2xl bg-white p-2 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center gap-x-3">
              <span data-testid="time-left" className="font-mono text-3xl font-bold tabular-nums">
                <span aria-hidden>{mmss(state.secondsLeft)}</span>
                <span className="sr-only">{fmt(t.timeRemaining, { time: mmss(state.secondsLeft) })}</span>
              </span>
              {clockState === 'paused' && <span className="text-base font-semibold">{t.timerPaused}</span>}
              {clockState !== 'over' && (
                <button
                  type="button"
                  disabled={!working}
                  onClick={() => dispatch({ type: 'timer' })}
                  className="ml-auto inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-brand-600 bg-white px-4 text-base font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-50"
                >
                  <TimerIcon aria-hidden className="size-5" />
                  {timerLabel}
                </button>
              )}
            </div>
            <div aria-hidden className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200">
              <div
                data-testid="time-bar"
                className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear"
                style={{ width: `${used}%` }}
              />
            </div>
          </div>

          <div role="status" aria-live="polite" className="mt-2 min-h-12">
            {message && (
              <p
                className={`rounded-2xl px-3 py-2 font-semibold ${unspoken ? 'text-2xl' : 'text-lg'} ${
                  over ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
                }`}
              >
                {message}
              </p>
            )}
          </div>

          <p className="text-base font-medium text-muted">
            {fmt(t.progress, { n: state.ticked.length, total: steps.length })}
          </p>
          <div role="group" aria-label={t.stepsLabel} className="mt-1 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {steps.map((label, i) => {
              const done = state.ticked.includes(i);
              const Icon = done ? SquareCheckBig : Square;
              return (
                <button
                  key={label}
                  type="button"
                  aria-pressed={done}
                  disabled={!working}
                  onClick={() => toggle(i)}
                  className={`flex min-h-12 items-center gap-3 rounded-xl border-2 bg-white px-3 py-1 text-left text-base font-semibold disabled:opacity-70 ${
                    done ? 'border-green-700' : 'border-slate-300 hover:border-brand-600'
                  }`}
                >
                  <Icon aria-hidden className={`size-7 shrink-0 ${done ? 'text-green-700' : 'text-slate-500'}`} />
                  <span className="flex-1">{label}</span>
                  <span aria-hidden className={`hidden text-sm sm:inline ${done ? 'text-green-800' : 'text-muted'}`}>
                    {done ? t.done : t.notDone}
                  </span>
                </button>
              );
            })}
          </div>
        </>
      )}
    </GameFrame>
  );
}
