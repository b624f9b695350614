import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { messages } from '../../locales/pt-BR/messages';

interface QuizOptionsProps<O extends string> {
  options: O[];
  answer: O;
  picked: O | null;
  /** True while feedback shows: answers are locked after one pick (docs/product.md#quiz-games). */
  locked: boolean;
  label: string;
  onPick: (option: O) => void;
  renderOption: (option: O) => ReactNode;
  /** Grid classes of the option area. */
  layout?: string;
  /** Classes of each option button (size, alignment, text). */
  optionClass?: string;
}

/**
 * The options of a quiz question: large buttons; after a pick the right answer and a wrong pick
 * are marked with an icon and a word, never by colour alone.
 */
export function QuizOptions<O extends string>({
  options,
  answer,
  picked,
  locked,
  label,
  onPick,
  renderOption,
  layout = 'grid grid-cols-2 gap-3',
  optionClass = 'min-h-32 flex-col items-center justify-center text-xl font-bold',
}: QuizOptionsProps<O>) {
  return (
    <div className={`mt-4 ${layout}`} role="group" aria-label={label}>
      {options.map((option) => {
        const isAnswer = picked !== null && option === answer;
        const isWrongPick = picked === option && option !== answer;
        return (
          <button
            key={option}
            type="button"
            disabled={locked}
            aria-pressed={picked === option}
            onClick={() => onPick(option)}
            className={`flex gap-2 rounded-2xl border-4 bg-white p-3 ${optionClass} ${
              isAnswer ? 'border-green-700' : isWrongPick ? 'border-amber-600' : 'border-transparent'
            } ${locked ? '' : 'hover:border-brand-600'} transition-colors`}
          >
            {renderOption(option)}
            {isAnswer && (
              <span className="flex items-center gap-1 text-base text-green-800">
                <Check aria-hidden className="size-5" />
                {messages.games.correctMark}
              </span>
            )}
            {isWrongPick && (
              <span className="flex items-center gap-1 text-base text-amber-800">
                <X aria-hidden className="size-5" />
                {messages.games.wrongMark}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

/** The polite live region where a quiz says how the answer went. */
export function QuizFeedback({ show, right, children }: { show: boolean; right: boolean; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="mt-4 min-h-16">
      {show && (
        <div
          className={`rounded-2xl p-4 text-xl font-semibold ${right ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
