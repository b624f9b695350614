import { TRIAL_RESULT_LABELS, TRIAL_RESULTS, type TrialResult } from '@neurobridge/shared/domain/goals';
import { Check, CircleSlash, HandHelping, X, type LucideIcon } from 'lucide-react';
import { trialsMessages as m } from '../messages';
import { LabelledGroup } from './labelled-group';

/** Each response in its colour, with its icon and its word: never the colour alone. */
const LOOK: Record<TrialResult, { icon: LucideIcon; className: string }> = {
  correct: { icon: Check, className: 'bg-green-700 text-white' },
  prompted: { icon: HandHelping, className: 'border-2 border-amber-600 bg-amber-100 text-amber-950' },
  incorrect: { icon: X, className: 'bg-red-700 text-white' },
  no_response: { icon: CircleSlash, className: 'bg-slate-600 text-white' },
};

/**
 * One tap records a trial: four very big buttons (at least 96 px tall on a phone). `blocked` keeps
 * them focusable (the limit reached by the last tap must not drop the focus) but refuses the tap.
 */
export function ResponseButtons({
  onRespond,
  disabled,
  blocked,
}: {
  onRespond: (result: TrialResult) => void;
  disabled?: boolean;
  blocked?: boolean;
}) {
  return (
    <LabelledGroup label={m.recorder.response} className="grid grid-cols-2 gap-3">
      {TRIAL_RESULTS.map((result) => {
        const { icon: Icon, className } = LOOK[result];
        return (
          <button
            key={result}
            type="button"
            disabled={disabled}
            aria-disabled={blocked || undefined}
            onClick={() => !blocked && onRespond(result)}
            className={`flex min-h-24 flex-col items-center justify-center gap-1 rounded-2xl px-3 text-xl font-bold disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${className}`}
          >
            <Icon aria-hidden className="size-8" />
            {TRIAL_RESULT_LABELS[result]}
          </button>
        );
      })}
    </LabelledGroup>
  );
}
