import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Clock, ListChecks, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { professionalStatsQueryOptions } from '../api/stats';
import { professionalMessages } from '../messages';
import { formatDuration } from '../session-format';
import { LoadError } from '../../../components/ui/load-error';

/** The professional's four numbers (docs/product.md#professional-screens). */
export function ProfessionalStatCards() {
  const stats = useQuery(professionalStatsQueryOptions);
  const t = professionalMessages.stats;
  if (stats.isError && !stats.data) {
    return (
      <div className="mt-6">
        <LoadError
          text={t.loadError}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch({ cancelRefetch: false })}
        />
      </div>
    );
  }
  const s = stats.data;
  const items = [
    { label: t.children, value: s?.assignedChildren, Icon: Users },
    { label: t.thisWeek, value: s?.thisWeekSessions, Icon: CalendarDays },
    { label: t.average, value: s && formatDuration(s.avgSessionDuration), Icon: Clock },
    { label: t.total, value: s?.totalSessions, Icon: ListChecks },
  ];
  return (
    <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(({ label, value, Icon }) => (
        <Card key={label} className="flex flex-col gap-2 p-5">
          <Icon aria-hidden className="size-6 text-brand-600" />
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="text-3xl font-bold" aria-busy={stats.isPending || undefined}>
            {stats.isPending ? <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200" /> : value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
