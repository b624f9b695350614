import type { GoalDetail } from '@neurobridge/shared/api/goals';
import { eventSentences, eventWhen } from '../goal-text';
import { goalsMessages } from '../messages';
import { GoalEmpty, GoalPageSection } from './goal-page-section';

/** 'Histórico', newest first: who did what, when, in words (docs/product.md#goals). */
export function GoalHistory({ history }: { history: GoalDetail['history'] }) {
  const t = goalsMessages.history;
  return (
    <GoalPageSection id="goal-history-title" heading={t.heading}>
      {history.length === 0 ? (
        <GoalEmpty text={t.empty} />
      ) : (
        <ol className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="goal-history">
          {history.map((event, i) => (
            <li key={i} className="px-5 py-3">
              {eventSentences(event).map((sentence) => (
                <p key={sentence} className={event.action === 'met' ? 'font-semibold text-green-900' : undefined}>
                  {sentence}
                </p>
              ))}
              <p className="text-sm text-muted">
                <time dateTime={event.at}>{eventWhen(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </GoalPageSection>
  );
}
