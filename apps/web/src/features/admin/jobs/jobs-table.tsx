import type { BackgroundJob, JobState } from '@neurobridge/shared/api/admin-jobs';
import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { fmt } from '../../../locales/pt-BR/messages';
import { TableScroll } from '../shell/table-scroll';
import { jobsMessages as m } from './messages';

const when = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
const formatWhen = (iso: string) => when.format(new Date(iso));

const TONES: Record<JobState, 'neutral' | 'info' | 'success' | 'danger'> = {
  pending: 'neutral',
  running: 'info',
  done: 'success',
  failed: 'danger',
};

function attemptsText(job: BackgroundJob): string {
  if (job.max_attempts !== null) return fmt(m.attemptsOf, { attempts: job.attempts, max: job.max_attempts });
  return job.attempts > 0 ? fmt(m.failuresInARow, { attempts: job.attempts }) : '—';
}

/** The tasks' rows: task, item, state, attempts, last error and dates. */
export function JobsTable({
  jobs,
  onRetry,
  retrying,
}: {
  jobs: BackgroundJob[];
  onRetry: (job: BackgroundJob) => void;
  /** The id of the item being sent back, while its call runs. */
  retrying: string | null;
}) {
  const head = [m.task, m.item, m.state, m.attempts, m.lastError, m.dates, m.actions];
  return (
    <TableScroll label={m.heading} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left">
        <caption className="sr-only">{m.heading}</caption>
        <thead>
          <tr className="text-sm text-muted">
            {head.map((h) => (
              <th key={h} scope="col" className="pb-2 pr-4 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => (
            <tr key={j.id} className="border-t border-slate-200 align-top">
              <td className="py-3 pr-4 font-medium">{j.title}</td>
              <td className="py-3 pr-4 text-sm wrap-anywhere">{j.item ?? m.hourly}</td>
              <td className="py-3 pr-4">
                <Badge tone={TONES[j.state]}>{m.states[j.state]}</Badge>
              </td>
              <td className="py-3 pr-4 text-sm whitespace-nowrap">{attemptsText(j)}</td>
              <td className="max-w-64 py-3 pr-4 text-sm wrap-anywhere">{j.last_error ?? '—'}</td>
              <td className="py-3 pr-4 text-sm whitespace-nowrap">
                {j.last_run_at && <span className="block">{fmt(m.lastRun, { when: formatWhen(j.last_run_at) })}</span>}
                {j.next_run_at && (
                  <span className="block">
                    {fmt(j.kind === 'timed' ? m.nextRun : m.nextAttempt, { when: formatWhen(j.next_run_at) })}
                  </span>
                )}
              </td>
              <td className="py-3">
                {j.can_retry && (
                  <Button
                    variant="secondary"
                    aria-label={fmt(m.retryLabel, { item: j.item ?? j.title })}
                    disabled={retrying === j.id}
                    onClick={() => onRetry(j)}
                  >
                    {m.retry}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
