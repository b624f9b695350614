import type { Goal, GoalDetail } from '@neurobridge/shared/api/goals';
import { formatDate } from '@neurobridge/shared/domain/format';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt } from '../../../locales/pt-BR/messages';
import { useRemoveObservation } from '../api/goals';
import { goalsMessages } from '../messages';
import { GoalEmpty, GoalPageSection } from './goal-page-section';

// The form validates with the contract's schema (zod): it loads after the page.
const ObservationForm = lazy(() => import('./observation-form').then((m) => ({ default: m.ObservationForm })));

type Observation = GoalDetail['measures']['observations'][number];

/**
 * 'Observações' of a goal measured by yes/no observation (docs/product.md#goals): 'Registrar
 * observação' while the goal is not ended and is still measured so, and the list, newest first, with 'Remover' on the
 * caller's own (after a confirmation).
 */
export function GoalObservations({
  goal,
  observations,
  childId,
}: {
  goal: Goal;
  observations: GoalDetail['measures']['observations'];
  childId: number;
}) {
  const t = goalsMessages.observations;
  const toast = useToast();
  const remove = useRemoveObservation(childId, goal.id);
  const run = useLockedMutation(remove);
  const [removing, setRemoving] = useState<Observation | null>(null);
  const newest = [...observations].reverse();

  return (
    <GoalPageSection id="goal-observations-title" heading={t.heading}>
      {goal.status === 'ended' ? (
        <p className="mb-4 rounded-xl bg-slate-100 p-3">{goalsMessages.page.endedNote}</p>
      ) : (
        // A goal whose measure changed keeps its observations to read, but takes no new ones.
        goal.criterion.measure === 'observation' && (
          <Suspense fallback={null}>
            <ObservationForm childId={childId} goal={goal} />
          </Suspense>
        )
      )}
      {newest.length === 0 ? (
        <GoalEmpty text={t.empty} />
      ) : (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200" data-testid="observations">
          {newest.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-3 px-5 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {formatDate(o.at)} · {o.value === 100 ? t.yes : t.no}
                </p>
                {o.note && <p>{o.note}</p>}
                <p className="text-sm text-muted">{fmt(t.by, { name: o.recorder_name })}</p>
              </div>
              {o.mine && (
                <Button variant="ghost" onClick={() => setRemoving(o)}>
                  {t.remove} <span className="sr-only">{fmt(t.removeWhich, { date: formatDate(o.at) })}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          text={fmt(t.removeText, { date: formatDate(removing.at) })}
          confirmLabel={t.remove}
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error, t.removeError) : undefined}
          onConfirm={() =>
            run(removing.id, {
              onSuccess: () => {
                toast(t.removed, 'success');
                setRemoving(null);
              },
            })
          }
          onCancel={() => {
            remove.reset();
            setRemoving(null);
          }}
        />
      )}
    </GoalPageSection>
  );
}
