import { adminJobsApi, JOB_STATES, type BackgroundJob, type JobState } from '@neurobridge/shared/api/admin-jobs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { SelectField } from '../../../components/ui/field';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { pageItems } from '../../../lib/api';
import { errorText } from '../../../lib/api-client';
import { LoadMore } from '../shell/load-more';
import { useSearchState } from '../../../lib/use-search-state';
import { jobsPagesQuery, useRetryJob } from './jobs-api';
import { JobsTable } from './jobs-table';
import { jobsMessages as m } from './messages';

/**
 * /admin/jobs (docs/decisions/023-one-job-runner.md): each timed job's last run and every queued
 * item not done yet, filtered by state, 'Carregar mais' by cursor. A failed e-mail is sent again
 * from the outbox (/admin/emails).
 */
export function JobsScreen() {
  // The filter lives in the URL (docs/product.md#admin-tables): a reload shows the same tasks.
  const [search, setSearch] = useSearchState(['state'] as const);
  const state = (JOB_STATES as readonly string[]).includes(search.state) ? (search.state as JobState) : undefined;
  const pages = useInfiniteQuery({ ...jobsPagesQuery(state), staleTime: 0 });
  const jobs = pageItems(adminJobsApi.list, pages.data);
  const toast = useToast();
  const retry = useRetryJob();
  const runRetry = useLockedMutation(retry);
  const onRetry = (job: BackgroundJob) =>
    runRetry(job, {
      onSuccess: () => toast(m.retried, 'success'),
      onError: (err) => toast(errorText(err, m.retryError), 'error'),
    });

  let content;
  if (pages.isPending) content = <Spinner label={m.loading} />;
  else if (pages.isError && jobs.length === 0)
    content = (
      <LoadError
        text={errorText(pages.error, m.loadError)}
        retrying={pages.isFetching}
        onRetry={() => void pages.refetch({ cancelRefetch: false })}
      />
    );
  else if (jobs.length === 0)
    content = (
      <p className="py-6 text-muted">{state === 'failed' ? m.emptyFailed : state ? m.emptyFiltered : m.empty}</p>
    );
  else
    content = (
      <>
        <JobsTable jobs={jobs} onRetry={onRetry} retrying={retry.isPending ? (retry.variables?.id ?? null) : null} />
        <LoadMore pages={pages} label={m.more} loadingLabel={m.loadingMore} errorFallback={m.loadError} />
      </>
    );

  return (
    <>
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-2 max-w-3xl text-muted">{m.intro}</p>
      <div className="mt-6 max-w-xs">
        <SelectField label={m.filter} value={state ?? ''} onChange={(e) => setSearch({ state: e.target.value })}>
          <option value="">{m.all}</option>
          {JOB_STATES.map((s) => (
            <option key={s} value={s}>
              {m.states[s]}
            </option>
          ))}
        </SelectField>
      </div>
      <section aria-labelledby="jobs-list-title" className="mt-2">
        <h2 id="jobs-list-title" className="sr-only">
          {m.heading}
        </h2>
        {content}
      </section>
    </>
  );
}
