import type { Goal } from '@neurobridge/shared/api/goals';
import type { GoalStatus } from '@neurobridge/shared/domain/goals';
import { Pause, Pencil, Play, RotateCcw, Square } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { useUpdateGoal } from '../api/goals';
import type { GoalViewer } from '../goal-paths';
import { goalsMessages } from '../messages';

const GoalFormModal = lazy(() => import('./goal-form-modal').then((m) => ({ default: m.GoalFormModal })));

type Settable = 'active' | 'paused' | 'ended';
interface Action {
  to: Settable;
  label: string;
  done: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/**
 * What a person may do from each status; `met` only by the rule, and a goal once met may only be
 * ended — so an ended goal that was met is not reactivated (docs/product.md#goals).
 */
function actionsFor(status: GoalStatus, wasMet: boolean): Action[] {
  const t = goalsMessages.page;
  const pause: Action = { to: 'paused', label: t.pause, done: t.paused, Icon: Pause };
  const end: Action = { to: 'ended', label: t.end, done: t.ended, Icon: Square };
  switch (status) {
    case 'active':
      return [pause, end];
    case 'paused':
      return [{ to: 'active', label: t.resume, done: t.resumed, Icon: Play }, end];
    case 'met':
      return [end];
    case 'ended':
      return wasMet ? [] : [{ to: 'active', label: t.reactivate, done: t.reactivated, Icon: RotateCcw }];
  }
}

/**
 * 'Editar', 'Pausar', 'Retomar', 'Encerrar' (after a confirmation) and 'Reativar', only when the
 * caller may change the goal (`can_edit`: its creator, or the parent); otherwise the goal is read-only
 * and says who may change it.
 */
export function GoalActions({ goal, childId, viewer }: { goal: Goal; childId: number; viewer: GoalViewer }) {
  const t = goalsMessages.page;
  const toast = useToast();
  const update = useUpdateGoal(childId, goal.id);
  const run = useLockedMutation(update);
  const [dialog, setDialog] = useState<'edit' | 'end' | null>(null);
  const [running, setRunning] = useState<Settable | null>(null);

  if (!goal.can_edit) return <p className="mt-4 text-sm text-muted">{t.readOnly}</p>;

  function setStatus(action: Action) {
    setRunning(action.to);
    run(
      { status: action.to },
      {
        onSuccess: () => {
          toast(action.done, 'success');
          setDialog(null);
        },
        onError: (err) => {
          if (action.to !== 'ended') toast(errorText(err, t.statusError), 'error');
        },
      },
    );
  }

  const endAction = actionsFor(goal.status, goal.met_at !== null).find((a) => a.to === 'ended');
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button variant="secondary" onClick={() => setDialog('edit')}>
        <Pencil aria-hidden className="size-5" />
        {t.edit}
      </Button>
      {actionsFor(goal.status, goal.met_at !== null).map((action) => (
        <Button
          key={action.to}
          variant="secondary"
          pending={update.isPending && running === action.to && action.to !== 'ended'}
          disabled={update.isPending}
          onClick={() => (action.to === 'ended' ? setDialog('end') : setStatus(action))}
        >
          <action.Icon aria-hidden className="size-5" />
          {action.label}
        </Button>
      ))}
      {dialog === 'end' && endAction && (
        <ConfirmDialog
          title={t.endTitle}
          text={t.endText}
          confirmLabel={t.end}
          pending={update.isPending}
          error={update.isError && running === 'ended' ? errorText(update.error, t.statusError) : undefined}
          onConfirm={() => setStatus(endAction)}
          onCancel={() => {
            update.reset();
            setDialog(null);
          }}
        />
      )}
      {dialog === 'edit' && (
        <Suspense fallback={null}>
          <GoalFormModal childId={childId} viewer={viewer} goal={goal} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
