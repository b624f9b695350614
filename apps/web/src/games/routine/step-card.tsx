import { Check, X } from 'lucide-react';
import { routineMessages } from '../../locales/pt-BR/games/routine';
import { STEP_ART } from './routine-art';
import { STEP_LABELS, STEP_TIMES, type StepKey } from './routine-data';

interface StepCardProps {
  step: StepKey;
  showTime: boolean;
  /** '1º', '2º'… on a placed step: the order is said in text, never by colour alone. */
  ordinal?: string;
  /** After the evaluation: whether this placed step is where it belongs. */
  mark?: 'in' | 'out';
  /**
   * A long routine (the 22-step day): three chips a row on a phone, words only there (the picture
   * from `sm:` up), so the pool and the sequence fit one screen together (e2e/games-fit.spec.ts).
   */
  dense?: boolean;
  disabled: boolean;
  describedBy?: string;
  onClick: () => void;
}

/** One routine step as a large button: pictogram, label and, when shown, its time. */
export function StepCard({
  step,
  showTime,
  ordinal,
  mark,
  dense = false,
  disabled,
  describedBy,
  onClick,
}: StepCardProps) {
  const border = mark === 'in' ? 'border-green-700' : mark === 'out' ? 'border-amber-600' : 'border-slate-300';
  const shape = dense
    ? 'min-h-12 gap-2 rounded-xl border-2 px-1 py-0.5 leading-4 sm:min-h-14 sm:border-4 sm:px-1.5 sm:py-1 sm:leading-tight'
    : 'min-h-12 gap-2 rounded-2xl border-4 p-1 leading-tight sm:min-h-16 sm:gap-3 sm:p-2 sm:text-base';
  return (
    <button
      type="button"
      data-step={step}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={`flex h-full w-full items-center bg-white text-left text-sm font-semibold ${shape} ${border} ${
        disabled ? '' : 'hover:border-brand-600'
      } transition-colors`}
    >
      {ordinal && !dense && (
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white sm:size-10 sm:text-lg">
          {ordinal}
        </span>
      )}
      <img
        src={STEP_ART[step]}
        alt=""
        className={`shrink-0 ${dense ? 'hidden size-8 sm:block' : 'size-8 sm:size-12'}`}
      />
      <span className="flex min-w-0 flex-col">
        {dense
          ? (ordinal || showTime || mark) && (
              <span className="flex flex-wrap items-center gap-x-1.5 text-xs leading-4">
                {ordinal && <span className="rounded-full bg-brand-600 px-1.5 font-bold text-white">{ordinal}</span>}
                {showTime && <StepTime step={step} />}
                {mark && <StepMark mark={mark} dense />}
              </span>
            )
          : showTime && <StepTime step={step} />}
        <span>{STEP_LABELS[step]}</span>
        {mark && !dense && <StepMark mark={mark} />}
      </span>
    </button>
  );
}

function StepTime({ step }: { step: StepKey }) {
  return (
    <time dateTime={STEP_TIMES[step]} className="text-xs font-bold text-brand-800 sm:text-sm" data-testid="step-time">
      {STEP_TIMES[step]}
    </time>
  );
}

/** 'No lugar certo' / 'Fora do lugar' with its sign; a dense chip on a phone shows the sign only. */
function StepMark({ mark, dense = false }: { mark: 'in' | 'out'; dense?: boolean }) {
  const t = routineMessages;
  return (
    <span
      className={`flex items-center gap-1 text-xs sm:text-sm ${mark === 'in' ? 'text-green-800' : 'text-amber-800'}`}
    >
      {mark === 'in' ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
      <span className={dense ? 'sr-only sm:not-sr-only' : undefined}>{mark === 'in' ? t.inPlace : t.outOfPlace}</span>
    </span>
  );
}
