import { TOO_MANY_ACTIVE_GOALS } from '@neurobridge/shared/api/goals';
import { ACTIVE_GOALS_MAX } from '@neurobridge/shared/domain/goals';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingOrError } from '../../../components/ui/load-error';
import { fmt } from '../../../locales/pt-BR/messages';
import { goalsQueryOptions } from '../api/goals';
import { goalPath, type GoalViewer } from '../goal-paths';
import { goalsMessages } from '../messages';
import { GoalCard } from './goal-card';

// The form validates with the contract's schema (zod): it loads when it opens.
const GoalFormModal = lazy(() => import('./goal-form-modal').then((m) => ({ default: m.GoalFormModal })));

/**
 * 'Metas' on the parent's and the professional's child pages (docs/product.md#goals): each goal as a
 * card, active first, and 'Nova meta'. Needs the connection: offline it says so (`unavailable`).
 */
export function GoalsSection({
  childId,
  viewer,
  unavailable,
}: {
  childId: number;
  viewer: GoalViewer;
  unavailable?: string;
}) {
  const t = goalsMessages.section;
  const goals = useQuery({ ...goalsQueryOptions(childId), enabled: unavailable === undefined });
  const [adding, setAdding] = useState(false);

  let body;
  if (!goals.data) {
    body = <LoadingOrError read={goals} errorFallback={t.loadError} unavailable={unavailable} />;
  } else if (goals.data.goals.length === 0) {
    body = (
      <Card className="text-center">
        <p>{t.empty}</p>
      </Card>
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {goals.data.goals.map((goal) => (
          <li key={goal.id} className="flex flex-col">
            <GoalCard goal={goal} href={goalPath(viewer, childId, goal.id)} />
          </li>
        ))}
      </ul>
    );
  }
  const full = (goals.data?.active_count ?? 0) >= ACTIVE_GOALS_MAX;

  return (
    <section aria-labelledby="goals-section-title" className="mt-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="goals-section-title" className="text-2xl font-bold">
          {t.heading}
        </h2>
        {goals.data && (
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-5" />
            {t.add}
          </Button>
        )}
      </div>
      {goals.data && goals.data.active_count > 0 && (
        <p className="mb-3 text-sm text-muted">
          {fmt(t.activeCount, { n: goals.data.active_count, max: ACTIVE_GOALS_MAX })}
        </p>
      )}
      {full && (
        <p role="status" className="mb-3 rounded-xl bg-amber-50 p-3 text-amber-900">
          {TOO_MANY_ACTIVE_GOALS}
        </p>
      )}
      {body}
      {adding && (
        <Suspense fallback={null}>
          <GoalFormModal childId={childId} viewer={viewer} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </section>
  );
}
