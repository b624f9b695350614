import {
  PROMPT_LEVEL_LABELS,
  TRIAL_RESULT_LABELS,
  type Trial,
  type TrialResult,
} from '@neurobridge/shared/domain/goals';
import { fmt } from '../../../locales/pt-BR/messages';
import { trialsMessages as m } from '../messages';
import { PROMPT_SHORT, RESULT_MARKS } from '../trial-text';

const CHIP: Record<TrialResult, string> = {
  correct: 'bg-green-100 text-green-900',
  prompted: 'bg-amber-100 text-amber-950',
  incorrect: 'bg-red-100 text-red-900',
  no_response: 'bg-slate-200 text-slate-900',
};

/** The trials so far as numbered chips ('1 ✓ Ind.'), each read aloud in full words. */
export function TrialChips({ trials }: { trials: readonly Trial[] }) {
  if (trials.length === 0) return <p className="text-muted">{m.recorder.empty}</p>;
  return (
    <ol aria-label={m.recorder.listLabel} className="flex flex-wrap gap-2" data-testid="trial-chips">
      {trials.map((t, i) => (
        <li key={i} className={`rounded-full px-3 py-1 text-sm font-semibold ${CHIP[t.result]}`}>
          <span aria-hidden>{`${i + 1} ${RESULT_MARKS[t.result]} ${PROMPT_SHORT[t.prompt]}`}</span>
          <span className="sr-only">
            {fmt(m.recorder.chipLabel, {
              n: i + 1,
              result: TRIAL_RESULT_LABELS[t.result],
              prompt: PROMPT_LEVEL_LABELS[t.prompt],
            })}
          </span>
        </li>
      ))}
    </ol>
  );
}
