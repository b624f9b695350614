import { Check, Heart, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { gameMessages } from '../../locales/pt-BR/games/shared';

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
  /**
   * An open question (no wrong answer, docs/product.md#emotion-game): the pick is marked with a
   * heart and this word instead of right/wrong marks.
   */
  openMark?: string;
}

/**
 * The options of a quiz question: large buttons; after a pick the right answer and a wrong pick
 * are marked with an icon and a word, never by colour alone. An open question marks only the
 * pick, as the child's own answer.
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
  openMark,
}: QuizOptionsProps<O>) {
  const open = openMark !== undefined;
  return (
    <div className={`mt-4 ${layout}`} role="group" aria-label={label}>
      {options.map((option) => {
        const isOwnPick = open && picked === option;
        const isAnswer = !open && picked !== null && option === answer;
        const isWrongPick = !open && picked === option && option !== answer;
        return (
          <button
            key={option}
            type="button"
            // Locked, not disabled: a disabled button drops the keyboard's focus to the page for the
            // whole feedback, and the next Tab starts again at the header (docs/product.md#quiz-games).
            aria-disabled={locked || undefined}
            aria-pressed={picked === option}
            onClick={() => {
              if (!locked) onPick(option);
            }}
            className={`relative flex gap-2 rounded-2xl border-4 bg-white p-3 ${optionClass} ${
              isAnswer || isOwnPick ? 'border-green-700' : isWrongPick ? 'border-amber-600' : 'border-transparent'
            } ${locked ? 'cursor-default' : 'hover:border-brand-600'} transition-colors`}
          >
            {renderOption(option)}
            {isAnswer && (
              <Mark className="bg-green-700">
                <Check aria-hidden className="size-4" />
                {gameMessages.correctMark}
              </Mark>
            )}
            {isOwnPick && (
              <Mark className="bg-green-700">
                <Heart aria-hidden className="size-4" />
                {openMark}
              </Mark>
            )}
            {isWrongPick && (
              <Mark className="bg-amber-800">
                <X aria-hidden className="size-4" />
                {gameMessages.wrongMark}
              </Mark>
            )}
          </button>
        );
      })}
    </div>
  );
}

/**
 * A mark over the card's top edge, so marking the answers never makes a card taller and never
 * moves the play area (docs/product.md#game-frame).
 */
function Mark({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={`absolute -top-3 right-2 flex items-center gap-1 rounded-full px-2 text-sm font-semibold whitespace-nowrap text-white ${className}`}
    >
      {children}
    </span>
  );
}

/**
 * The polite live region where a quiz says how the answer went. It keeps a line's room below the
 * options and rises over them when it needs more (they are locked meanwhile), so the feedback is
 * on the screen wherever the options end, and showing it moves nothing.
 */
export function QuizFeedback({ show, right, children }: { show: boolean; right: boolean; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="relative mt-3 min-h-16">
      {show && (
        <div
          data-testid="quiz-feedback"
          className={`absolute inset-x-0 bottom-0 rounded-2xl p-3 text-xl font-semibold shadow-lg ring-2 ${
            right ? 'bg-green-100 text-green-900 ring-green-700' : 'bg-amber-100 text-amber-900 ring-amber-600'
          }`}
        >
          {children}
        </div>
      )}
    </div>
  );
}
