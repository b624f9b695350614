import { useQuery } from '@tanstack/react-query';
import { CalendarDays, Lightbulb } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { activitiesQueryOptions } from '../../features/activities/api/activities';
import { ActivityCard } from '../../features/activities/components/activity-card';
import { ActivityFilters } from '../../features/activities/components/activity-filters';
import { ALL_FILTERS, byAge, toQuery, type LibraryFilters } from '../../features/activities/filters';
import { activitiesMessages } from '../../features/activities/messages';
import { childrenQueryOptions } from '../../features/children/api/children';
import { subscriptionQueryOptions } from '../../features/subscription/api/subscription';
import { UnlockBanner } from '../../features/subscription/components/unlock-banner';
import { Suggestions } from '../../features/suggestions/suggestions';
import { useProgressiveList } from '../../lib/use-progressive-list';
import { useSeesPlans } from '../layout/use-sees-plans';
import { fmt, messages } from '../../locales/pt-BR/messages';

/** /activities (docs/product.md#activity-library), with the optional ?child= carried to every card. */
export function ActivitiesRoute() {
  const t = activitiesMessages;
  const [params] = useSearchParams();
  const childId = Number(params.get('child')) || undefined;
  const [chosen, setFilters] = useState<LibraryFilters>(ALL_FILTERS);
  // The age filter starts at the child's age group, until the parent picks one (docs/product.md#library-filters).
  const [ageChosen, setAgeChosen] = useState(false);
  // The unlock banner counts the whole catalogue, whatever the filters (a cached query).
  const all = useQuery(activitiesQueryOptions(toQuery(ALL_FILTERS, childId)));
  const subscription = useQuery(subscriptionQueryOptions);
  const children = useQuery(childrenQueryOptions);
  const child = children.data?.find((c) => c.id === childId);
  const filters = { ...chosen, age: ageChosen ? chosen.age : (child?.age_group ?? 'all') };
  const list = useQuery(activitiesQueryOptions(toQuery(filters, childId)));
  const shown = useMemo(
    () => list.data && byAge(list.data, filters.age, child?.age_group),
    [list.data, filters.age, child?.age_group],
  );
  const unlocked = all.data?.filter((a) => !a.is_locked).length ?? 0;
  // The whole catalogue is over a hundred cards: they are drawn a few dozen at a time.
  const cards = useProgressiveList(shown);
  const seesPlans = useSeesPlans();

  return (
    <>
      <h1 className="text-3xl font-bold">{child ? fmt(t.forChild, { name: child.name }) : t.title}</h1>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <p className="flex gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <Lightbulb aria-hidden className="size-5 shrink-0 text-amber-600" />
          {t.tipRoutine}
        </p>
        <p className="flex gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <CalendarDays aria-hidden className="size-5 shrink-0 text-brand-600" />
          {t.tipCalendar}
        </p>
      </div>
      {/* The banner comes before the filters and needs the subscription and the whole catalogue: until
          both are known, the loading text holds their place, so nothing below moves when it shows. */}
      {subscription.isPending || all.isPending ? (
        <Spinner label={messages.common.loading} />
      ) : (
        <>
          {/* A professional-only account is never asked to subscribe (docs/product.md#who-sees-the-plans). */}
          {seesPlans && subscription.isSuccess && all.data && (
            <div className="mt-4">
              <UnlockBanner subscription={subscription.data} unlocked={unlocked} />
            </div>
          )}
          {childId && (child || children.isPending) && (
            <Suggestions childId={childId} name={child?.name} className="mt-6" />
          )}
          <div className="mt-6">
            <ActivityFilters
              value={filters}
              onChange={(next) => {
                if (next.age !== filters.age) setAgeChosen(true);
                setFilters(next);
              }}
              ageHint={child && filters.age === child.age_group ? fmt(t.ageForChild, { name: child.name }) : undefined}
            />
          </div>
          {list.isPending && <Spinner label={messages.common.loading} />}
          {list.isError && (
            <Card role="alert" className="text-center">
              <p>{t.loadError}</p>
              <Button variant="secondary" className="mt-3" onClick={() => list.refetch()}>
                {messages.common.retry}
              </Button>
            </Card>
          )}
          {shown?.length === 0 && (
            <Card className="text-center">
              <p className="text-lg font-semibold">{t.emptyTitle}</p>
              <p className="mt-1 text-muted">{t.emptyText}</p>
            </Card>
          )}
          {shown && shown.length > 0 && (
            <>
              <p className="mb-3 text-muted" aria-live="polite">
                {shown.length === 1 ? t.countOne : fmt(t.count, { n: shown.length })}
              </p>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {cards.map((a) => (
                  <ActivityCard key={a.id} activity={a} childId={childId} plansLink={seesPlans} />
                ))}
              </div>
            </>
          )}
        </>
      )}
    </>
  );
}
