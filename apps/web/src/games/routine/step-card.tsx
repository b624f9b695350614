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
  disabled: boolean;
  describedBy?: string;
  onClick: () => void;
}

/** One routine step as a large button: pictogram, label and, when shown, its time. */
export function StepCard({ step, showTime, ordinal, mark, disabled, describedBy, onClick }: StepCardProps) {
  const t = routineMessages;
  const border = mark === 'in' ? 'border-green-700' : mark === 'out' ? 'border-amber-600' : 'border-slate-300';
  return (
    <button
      type="button"
      data-step={step}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={onClick}
      className={`flex min-h-12 w-full items-center gap-2 rounded-2xl border-4 bg-white p-1 text-left text-sm leading-tight font-semibold sm:min-h-16 sm:gap-3 sm:p-2 sm:text-base ${border} ${
        disabled ? '' : 'hover:border-brand-600'
      } transition-colors`}
    >
      {ordinal && (
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white sm:size-10 sm:text-lg">
          {ordinal}
        </span>
      )}
      <img src={STEP_ART[step]} alt="" className="size-8 shrink-0 sm:size-12" />
      <span className="flex min-w-0 flex-col">
        {showTime && (
          <time
            dateTime={STEP_TIMES[step]}
            className="text-xs font-bold text-brand-800 sm:text-sm"
            data-testid="step-time"
          >
            {STEP_TIMES[step]}
          </time>
        )}
        <span>{STEP_LABELS[step]}</span>
        {mark && (
          <span
            className={`flex items-center gap-1 text-xs sm:text-base ${mark === 'in' ? 'text-green-800' : 'text-amber-800'}`}
          >
            {mark === 'in' ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
            {mark === 'in' ? t.inPlace : t.outOfPlace}
          </span>
        )}
      </span>
    </button>
  );
}
