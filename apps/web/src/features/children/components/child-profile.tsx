import type { Child } from '@neurobridge/shared/api/children';
import { progressApi, type ProgressEntry } from '@neurobridge/shared/api/progress';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { formatDuration } from '@neurobridge/shared/domain/duration';
import { formatDate } from '@neurobridge/shared/domain/format';
import { PROGRESS_STATUS_LABELS } from '@neurobridge/shared/domain/progress-status';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { pageItems } from '../../../lib/api';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { childProgressQueryOptions, RECENT_LIMIT } from '../api/child-progress';
import { childProgressSummaryQueryOptions } from '../api/child-progress-summary';
import { ageLabel, diagnosisBadges } from '../child-labels';
import { childrenMessages } from '../messages';
import { ChildAvatar } from './child-avatar';

export function ChildHeader({ child }: { child: Child }) {
  const t = childrenMessages.profile;
  return (
    <div className="flex flex-wrap items-start gap-5">
      <ChildAvatar name={child.name} url={child.avatar_url} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-bold">{child.name}</h1>
        <p className="text-lg text-muted">{ageLabel(child) ?? childrenMessages.card.noAge}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {diagnosisBadges(child).map((b) => (
            <Badge key={b} tone="info">
              {b}
            </Badge>
          ))}
        </div>
        <h2 className="mt-4 font-semibold">{t.preferences}</h2>
        <p className="text-muted">{child.learning_preferences || t.noPreferences}</p>
      </div>
    </div>
  );
}

/** A part of the page that could not load, with its own retry. */
function LoadError({ text, retrying, onRetry }: { text: string; retrying: boolean; onRetry: () => void }) {
  return (
    <Card role="alert" className="text-center">
      <p>{text}</p>
      <Button variant="secondary" className="mt-3" pending={retrying} onClick={onRetry}>
        {messages.common.retry}
      </Button>
    </Card>
  );
}

/** "Concluídas", "Pontuação média" and "Total de atividades", counted by the server (docs/product.md#reading-progress). */
export function ChildStats({ childId }: { childId: number }) {
  const t = childrenMessages.profile;
  const summary = useQuery(childProgressSummaryQueryOptions(childId));
  // Numbers already shown stay shown if a later refresh fails.
  if (!summary.data) {
    if (summary.isError) {
      return (
        <LoadError
          text={t.summaryError}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }
  const s = summary.data;
  const items = [
    { label: t.completed, value: String(s.completed) },
    { label: t.averageScore, value: s.average_score === null ? t.noAverage : `${s.average_score}%` },
    { label: t.total, value: String(s.total) },
  ];
  return (
    <section aria-label={t.stats}>
      <dl className="grid grid-cols-3 gap-4">
        {items.map((i) => (
          <Card key={i.label} className="p-5">
            <dt className="text-sm font-medium text-muted">{i.label}</dt>
            <dd className="text-3xl font-bold">{i.value}</dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}

const STATUS_TONES = {
  completed: 'success',
  in_progress: 'info',
  needs_help: 'warning',
  not_started: 'neutral',
} as const;

/** The level a result moved the child to, up or down, in words and an arrow (docs/product.md#game-levels). */
function LevelMove({ entry }: { entry: Pick<ProgressEntry, 'level' | 'new_level'> }) {
  const t = childrenMessages.profile;
  const { level, new_level: to } = entry;
  if (to === null || level === null || to === level) return null;
  const up = to > level;
  const Arrow = up ? ArrowUp : ArrowDown;
  return (
    <Badge tone={up ? 'success' : 'neutral'}>
      <Arrow aria-hidden className="mr-1 inline size-4" />
      {fmt(up ? t.levelUp : t.levelDown, { n: to })}
    </Badge>
  );
}

/**
 * The newest entries, a page of 10 at a time: 'Ver mais atividades' appends the next page while
 * there is one, 'Mostrar menos' goes back to the first 10 (docs/product.md#reading-progress).
 */
export function RecentProgress({ childId }: { childId: number }) {
  const t = childrenMessages.profile;
  const listId = useId();
  const queryClient = useQueryClient();
  const options = childProgressQueryOptions(childId);
  const progress = useInfiniteQuery(options);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = progress;
  const entries = pageItems(progressApi.list, progress.data);
  const listRef = useRef<HTMLUListElement>(null);
  const moreId = useId();
  // The clicked button is disabled while the page loads, or removed by 'Mostrar menos', so the
  // keyboard would be left on the page's body: focus goes to the first entry just added, else
  // (a failed load, or after collapsing) to 'Ver mais atividades'.
  const focusAfter = useRef<number | 'more' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null || isFetchingNextPage) return;
    focusAfter.current = null;
    const entry = typeof target === 'number' ? listRef.current?.children[target] : undefined;
    (entry instanceof HTMLElement ? entry : (document.getElementById(moreId) ?? listRef.current))?.focus();
  }, [entries.length, isFetchingNextPage, moreId]);

  if (!progress.data) {
    if (progress.isError) {
      return (
        <LoadError
          text={t.progressError}
          retrying={progress.isFetching}
          onRetry={() => void progress.refetch({ cancelRefetch: false })}
        />
      );
    }
    return <Spinner label={messages.common.loading} />;
  }
  if (entries.length === 0) {
    return (
      <Card className="text-center">
        <p className="text-lg font-semibold">{t.emptyTitle}</p>
        <p className="mt-1 text-muted">{t.emptyText}</p>
      </Card>
    );
  }

  function showMore() {
    focusAfter.current = entries.length;
    // Not `cancelRefetch`: a second click while the page loads joins that request instead of
    // asking again (docs/product.md#reading-progress).
    void fetchNextPage({ cancelRefetch: false });
  }

  function showLess() {
    focusAfter.current = 'more';
    // Only the first page is kept, so a later refresh reads one page and the next 'Ver mais
    // atividades' continues from it.
    queryClient.setQueryData(options.queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
  }

  return (
    <>
      <ul
        id={listId}
        ref={listRef}
        tabIndex={-1}
        className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
        data-testid="recent-progress"
      >
        {entries.map((e) => (
          <li
            key={e.id}
            tabIndex={-1}
            className="flex flex-wrap items-center gap-3 px-5 py-4 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{e.activity_title}</p>
              <p className="text-sm text-muted">
                {categoryLabel(e.activity_category)} · {formatDate(e.completion_date)} ·{' '}
                {formatDuration(e.seconds_spent)}
              </p>
            </div>
            {e.level !== null && <span>{fmt(t.level, { n: e.level })}</span>}
            <LevelMove entry={e} />
            {e.score !== null && <span className="font-semibold">{fmt(t.score, { score: e.score })}</span>}
            <Badge tone={STATUS_TONES[e.status]}>{PROGRESS_STATUS_LABELS[e.status]}</Badge>
          </li>
        ))}
      </ul>
      {progress.isFetchNextPageError && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900">
          {t.moreError}
        </p>
      )}
      {(hasNextPage || entries.length > RECENT_LIMIT) && (
        <div className="mt-4 flex flex-wrap gap-3">
          {hasNextPage && (
            <Button
              id={moreId}
              variant="secondary"
              aria-controls={listId}
              pending={isFetchingNextPage}
              onClick={showMore}
            >
              {t.showMore}
            </Button>
          )}
          {entries.length > RECENT_LIMIT && (
            <Button variant="ghost" aria-controls={listId} disabled={isFetchingNextPage} onClick={showLess}>
              {t.showLess}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
