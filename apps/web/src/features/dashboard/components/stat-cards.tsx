import { useQuery } from '@tanstack/react-query';
import { Activity, BookOpen, Stethoscope, Users } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { dashboardStatsQueryOptions } from '../api/stats';
import { dashboardMessages } from '../messages';

/** The four stat cards (docs/product.md#dashboard-stats). */
export function StatCards() {
  const stats = useQuery(dashboardStatsQueryOptions);
  const t = dashboardMessages.stats;
  if (stats.isError) {
    return (
      <p role="alert" className="mt-6 rounded-xl bg-amber-50 p-3 text-amber-900">
        {t.loadError}
      </p>
    );
  }
  const items = [
    { label: t.children, value: stats.data?.totalChildren, Icon: Users },
    { label: t.professionals, value: stats.data?.assignedProfessionals, Icon: Stethoscope },
    { label: t.completedThisWeek, value: stats.data?.completedThisWeek, Icon: Activity },
    { label: t.activities, value: stats.data?.totalActivities, Icon: BookOpen },
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
