import type { AdminActivity } from '@neurobridge/shared/api/admin-activities';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useToast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api-client';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { fmt } from '../../../../locales/pt-BR/messages';
import { useRestoreActivity } from '../api/activities';
import { adminActivitiesMessages as m } from '../messages';
import { paths } from '../../../../config/paths';
import { ActivityBadges } from './activity-badges';

const action =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold ' +
  'hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * The catalogue as cards (docs/product.md#activity-editor): title, description, ages, duration and
 * the badges; a deleted one is tinted, marked 'Excluída' and offers 'Restaurar' instead of delete.
 */
export function ActivitiesList({
  activities,
  onDelete,
}: {
  activities: AdminActivity[];
  onDelete: (activity: AdminActivity) => void;
}) {
  const toast = useToast();
  const restore = useRestoreActivity();
  const run = useLockedMutation(restore);
  return (
    <ul className="space-y-3" aria-label={m.title}>
      {activities.map((a) => (
        <li
          key={a.id}
          data-deleted={!a.is_active || undefined}
          className={`rounded-2xl p-4 ring-1 ring-slate-200 ${a.is_active ? 'bg-white' : 'border-l-4 border-l-red-700 bg-red-50'}`}
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-bold wrap-anywhere">{a.title}</h2>
              {a.description && <p className="mt-1 text-muted wrap-anywhere">{a.description}</p>}
              <p className="mt-1 text-sm">
                {fmt(m.ages, { min: a.min_age, max: a.max_age })} ·{' '}
                {a.estimated_duration === null ? m.durationVariable : fmt(m.duration, { n: a.estimated_duration })}
              </p>
              <div className="mt-2">
                <ActivityBadges activity={a} />
              </div>
            </div>
            <div className="flex gap-1">
              <Link
                className={action}
                to={paths.adminActivityEdit(a.id)}
                aria-label={fmt(m.editOf, { title: a.title })}
              >
                <Pencil aria-hidden className="size-5" />
                {m.edit}
              </Link>
              {a.is_active ? (
                <button
                  type="button"
                  className={action}
                  aria-label={fmt(m.removeOf, { title: a.title })}
                  onClick={() => onDelete(a)}
                >
                  <Trash2 aria-hidden className="size-5 text-red-800" />
                  {m.remove}
                </button>
              ) : (
                <button
                  type="button"
                  className={action}
                  aria-label={fmt(m.restoreOf, { title: a.title })}
                  disabled={restore.isPending}
                  aria-busy={(restore.isPending && restore.variables === a.id) || undefined}
                  onClick={() =>
                    run(a.id, {
                      onSuccess: () => toast(m.restored, 'success'),
                      onError: (err) => toast(errorText(err, m.restoreError), 'error'),
                    })
                  }
                >
                  <RotateCcw aria-hidden className="size-5 text-green-800" />
                  {m.restore}
                </button>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
