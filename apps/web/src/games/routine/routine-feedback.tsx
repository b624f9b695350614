import { routineMessages } from '../../locales/pt-BR/games/routine';
import { fmt } from '../../locales/pt-BR/messages';
import type { Evaluation, Outcome, RoutineSetup } from './rules';

/** docs/product.md#routine-game: the simple routine says 'Parabéns!', the scheduled one 'Perfeito!' or 'Muito bem!'. */
export function feedbackText(mode: RoutineSetup['mode'], outcome: Outcome): string {
  const t = routineMessages;
  if (outcome === 'exact') return mode === 'simple' ? t.simpleRight : t.perfect;
  return outcome === 'partial' ? t.partial : t.tryAgain;
}

interface RoutineFeedbackProps {
  mode: RoutineSetup['mode'];
  evaluation: Evaluation | null;
  total: number;
}

/** The live region that announces the result once every step is placed. */
export function RoutineFeedback({ mode, evaluation, total }: RoutineFeedbackProps) {
  const exact = evaluation?.outcome === 'exact';
  return (
    // No margin while empty: its room goes to the steps (e2e/games-fit.spec.ts).
    <div role="status" aria-live="polite">
      {evaluation && (
        <div
          data-area="feedback"
          tabIndex={-1}
          className={`mt-2 rounded-2xl px-3 py-2 sm:mt-4 text-lg font-semibold sm:p-4 sm:text-xl ${exact ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          <p>{feedbackText(mode, evaluation.outcome)}</p>
          <p className="text-base sm:text-lg">
            {fmt(routineMessages.inPlaceSummary, { n: evaluation.inPlace, total })}
          </p>
        </div>
      )}
    </div>
  );
}
