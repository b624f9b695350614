import { formatDate } from '@neurobridge/shared/domain/format';
import { onFirstUse } from '@neurobridge/shared/domain/on-first-use';
import { PROGRESS_STATUS_LABELS } from '@neurobridge/shared/domain/progress-status';
import { Clock } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { useQueue, type QueuedItem } from '../../lib/offline/result-queue';
import { fmt } from '../../locales/pt-BR/messages';
import { countText, queueMessages } from './queue-messages';

/**
 * The child page's results still on the device (docs/product.md#offline-play): above the list of
 * recorded results, each marked 'Aguardando envio' with its activity, score and when it was played,
 * and a line under the numbers saying they do not count them yet. Nothing when none wait.
 */

type QueuedResult = Extract<QueuedItem, { kind: 'progress' }>;

const timeFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', timeStyle: 'short' }),
);

/** '12/03/2026 às 14:05', in São Paulo time like every date of the app. */
export function playedAtText(iso: string): string {
  return fmt(queueMessages.pending.playedAt, { date: formatDate(iso), time: timeFormat().format(new Date(iso)) });
}

/** The child's queued results, oldest first as they were played. */
export function childResults(items: QueuedItem[], childId: number): QueuedResult[] {
  return items.filter((i): i is QueuedResult => i.kind === 'progress' && i.childId === childId);
}

/** The list for plain items (the child's queued results). */
export function PendingResultList({ results }: { results: QueuedResult[] }) {
  const t = queueMessages.pending;
  if (results.length === 0) return null;
  // Newest first, like the recorded list below it.
  const newestFirst = [...results].reverse();
  return (
    <section aria-label={t.heading} className="mb-4">
      <ul
        className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-amber-300"
        data-testid="pending-results"
      >
        {newestFirst.map((r) => (
          <li key={r.key} className="flex flex-wrap items-center gap-3 px-5 py-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{r.activityTitle}</p>
              <p className="text-sm text-slate-700">
                {playedAtText(r.body.played_at ?? r.queuedAt)}
                {r.body.status && r.body.status !== 'completed' && <> · {PROGRESS_STATUS_LABELS[r.body.status]}</>}
              </p>
            </div>
            {r.body.score !== null && r.body.score !== undefined && (
              <span className="font-semibold">{fmt(t.score, { score: r.body.score })}</span>
            )}
            <Badge tone="warning">
              <Clock aria-hidden className="mr-1 size-4" />
              {t.label}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The line under the numbers, for a plain count. */
export function PendingNote({ count }: { count: number }) {
  if (count === 0) return null;
  const t = queueMessages.pending;
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="pending-note">
      {countText(count, t.notCounted, t.notCountedOne)}
    </p>
  );
}

/** The child's queued results on this device, above the recorded ones. */
export function PendingResults({ userId, childId }: { userId: number; childId: number }) {
  const { items } = useQueue(userId);
  return <PendingResultList results={childResults(items, childId)} />;
}

/** Under the child's numbers: how many results they do not count yet. */
export function PendingNotCounted({ userId, childId }: { userId: number; childId: number }) {
  const { items } = useQueue(userId);
  return <PendingNote count={childResults(items, childId).length} />;
}
