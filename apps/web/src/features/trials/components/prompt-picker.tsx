import { PROMPT_LEVEL_LABELS, PROMPT_LEVELS, type PromptLevel } from '@neurobridge/shared/domain/goals';
import { Check } from 'lucide-react';
import { trialsMessages as m } from '../messages';
import { LabelledGroup } from './labelled-group';

/**
 * The prompt level of the next trials: six big toggle buttons, one pressed; it stays pressed from
 * one trial to the next (docs/product.md#session-trials).
 */
export function PromptPicker({
  value,
  onChange,
  disabled,
}: {
  value: PromptLevel;
  onChange: (prompt: PromptLevel) => void;
  disabled?: boolean;
}) {
  return (
    <LabelledGroup label={m.recorder.prompt} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {PROMPT_LEVELS.map((level) => {
        const pressed = level === value;
        return (
          <button
            key={level}
            type="button"
            aria-pressed={pressed}
            disabled={disabled}
            onClick={() => onChange(level)}
            className={`inline-flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 px-3 text-base font-semibold disabled:cursor-not-allowed disabled:opacity-50 ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-ink hover:bg-slate-50'
            }`}
          >
            {pressed && <Check aria-hidden className="size-5 shrink-0" />}
            {PROMPT_LEVEL_LABELS[level]}
          </button>
        );
      })}
    </LabelledGroup>
  );
}
