import {
  CONFIRM_DELETE_ACTIVITY,
  CONFIRM_GENERATE_TEMPLATES,
  type AdminActivity,
} from '@neurobridge/shared/api/admin-activities';
import { useQuery } from '@tanstack/react-query';
import { Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { useToast } from '../../../../components/ui/toast';
import { errorText } from '../../../../lib/api-client';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { fmt } from '../../../../locales/pt-BR/messages';
import { activitiesQueryOptions, useGenerateTemplates, useRemoveActivity } from '../api/activities';
import {
  FILTER_PARAMS,
  filterActivities,
  filtersFromParams,
  hasFilters,
  NO_FILTERS,
  paramsFromFilters,
  type ActivityFilters,
} from '../filters';
import { adminActivitiesMessages as m } from '../messages';
import { paths } from '../../../../config/paths';
import { ActivitiesList } from './activities-list';
import { useSearchState } from '../../../../lib/use-search-state';
import { ActivityFiltersPanel } from './activity-filters';

/**
 * /admin/activities (docs/product.md#activity-editor): the whole catalogue, searched and filtered
 * here; new, edit, delete (with confirmation), restore and 'Gerar Templates'.
 */
export function ActivitiesScreen() {
  const toast = useToast();
  const query = useQuery(activitiesQueryOptions);
  const [params, setParams] = useSearchState(FILTER_PARAMS);
  const filters = filtersFromParams(params);
  const setFilters = (next: ActivityFilters) => setParams(paramsFromFilters(next));
  const [deleting, setDeleting] = useState<AdminActivity | null>(null);
  const [generating, setGenerating] = useState(false);
  const remove = useRemoveActivity();
  const runRemove = useLockedMutation(remove);
  const generate = useGenerateTemplates();
  const runGenerate = useLockedMutation(generate);

  const all = query.data?.activities ?? [];
  const shown = filterActivities(all, filters);
  const total = all.filter((a) => filters.showDeleted || a.is_active).length;

  const confirmDelete = () => {
    if (!deleting) return;
    runRemove(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast(m.deleted, 'success');
      },
    });
  };
  const confirmGenerate = () =>
    runGenerate(undefined, {
      onSuccess: ({ added }) => {
        setGenerating(false);
        toast(added === 0 ? m.generatedNone : added === 1 ? m.generatedOne : fmt(m.generated, { n: added }), 'success');
      },
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{m.title}</h1>
          <p className="mt-1 text-muted" aria-live="polite">
            {query.data ? fmt(m.count, { shown: shown.length, total }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setGenerating(true)}>
            <Sparkles aria-hidden className="size-5" />
            {m.generate}
          </Button>
          <ButtonLink to={paths.adminActivityNew}>
            <Plus aria-hidden className="size-5" />
            {m.newActivity}
          </ButtonLink>
        </div>
      </div>

      <ActivityFiltersPanel value={filters} onChange={setFilters} />

      {query.isPending ? (
        <Spinner label={m.loading} />
      ) : query.isError && !query.data ? (
        <LoadError text={m.loadError} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <div className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="text-muted">{m.empty}</p>
          {hasFilters(filters) && (
            <Button variant="ghost" className="mt-2" onClick={() => setFilters(NO_FILTERS)}>
              {m.filters.clear}
            </Button>
          )}
        </div>
      ) : (
        <ActivitiesList activities={shown} onDelete={setDeleting} />
      )}

      {deleting && (
        <ConfirmDialog
          title={m.deleteTitle}
          text={CONFIRM_DELETE_ACTIVITY}
          confirmLabel={m.remove}
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error, m.deleteError) : undefined}
          onConfirm={confirmDelete}
          onCancel={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      )}
      {generating && (
        <ConfirmDialog
          title={m.generateTitle}
          text={CONFIRM_GENERATE_TEMPLATES}
          confirmLabel={m.generateConfirm}
          pending={generate.isPending}
          error={generate.isError ? errorText(generate.error, m.generateError) : undefined}
          onConfirm={confirmGenerate}
          onCancel={() => {
            generate.reset();
            setGenerating(false);
          }}
        />
      )}
    </div>
  );
}
