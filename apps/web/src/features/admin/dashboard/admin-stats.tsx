import { adminDashboardApi, type AdminStats } from '@neurobridge/shared/api/admin-dashboard';
import { useQuery } from '@tanstack/react-query';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { adminQuery } from '../api/admin-client';
import { adminDashboardMessages as t } from './messages';

export const adminStatsQuery = adminQuery(adminDashboardApi.stats, {});

const ORDER: (keyof AdminStats)[] = [
  'totalUsers',
  'activeUsers',
  'totalChildren',
  'totalActivities',
  'completedActivities',
];
const number = new Intl.NumberFormat('pt-BR');

/** The platform's five numbers (docs/product.md#admin-screens says what each counts). */
export function AdminStatCards() {
  const stats = useQuery(adminStatsQuery);
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        {t.statsHeading}
      </h2>
      {stats.isError && !stats.data ? (
        <LoadError
          text={t.statsError}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch({ cancelRefetch: false })}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-5">
          {ORDER.map((key) => (
            <Card key={key} className="flex flex-col gap-2 p-5">
              <dt className="text-sm font-medium text-muted">{t.stats[key]}</dt>
              <dd className="text-3xl font-bold" aria-busy={stats.isPending || undefined}>
                {stats.isPending ? (
                  <span className="inline-block h-8 w-12 animate-pulse rounded bg-slate-200" />
                ) : (
                  number.format(stats.data![key])
                )}
              </dd>
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}
