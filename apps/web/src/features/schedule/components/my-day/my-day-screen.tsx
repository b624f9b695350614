import type { Child } from '@neurobridge/shared/api/children';
import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { DAY_LABELS, TIME_SLOT_LABELS } from '@neurobridge/shared/domain/calendar';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText, Store } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { errorText } from '../../../../lib/api-client';
import { timeOfDayPictureUrl } from '../../../../lib/pictures';
import { fmt, messages } from '../../../../locales/pt-BR/messages';
import { usePendingTicks, withPendingTicks } from '../../api/pending-ticks';
import { scheduleQueryOptions } from '../../api/schedule';
import { dayPlan, todayWeekday } from '../../my-day-plan';
import { scheduleMessages } from '../../messages';
import { DayCelebration } from './day-celebration';
import { DayEntryCard } from './day-entry-card';
import { RoutineCard } from './routine-card';

const t = scheduleMessages.myDay;

interface MyDayScreenProps {
  child: Pick<Child, 'id' | 'name'>;
  /** The child runs the day (child mode); otherwise the parent sees a preview. */
  childMode: boolean;
  /** The child's stars, when known (docs/product.md#stars-and-the-reward-shop). */
  balance: number | undefined;
  /** The preview's way into child mode. */
  start?: ReactNode;
}

/** "⭐ {n}", read as "Você tem {n} estrelas". */
function StarsBalance({ balance }: { balance: number }) {
  return (
    <p className="rounded-full bg-white px-5 py-3 text-2xl font-bold ring-1 ring-slate-200" data-testid="stars-balance">
      <span aria-hidden>{fmt(t.stars, { n: balance })}</span>
      <span className="sr-only">{balance === 1 ? t.starsLabelOne : fmt(t.starsLabel, { n: balance })}</span>
    </p>
  );
}

/**
 * 'Meu dia' (docs/product.md#my-day): today's entries of the child's week as a visual sequence in
 * Manhã / Tarde / Noite, the next one "Agora" with the focus on it, the stars and the shop; a
 * routine task opens its own card; a finished day is celebrated calmly, an unfinished one never
 * scolded. Read from the week kept on the device, so it works offline too.
 */
export function MyDayScreen({ child, childMode, balance, start }: MyDayScreenProps) {
  const schedule = useQuery(scheduleQueryOptions(child.id));
  const pending = usePendingTicks(child.id);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const weekday = todayWeekday();
  const entries = schedule.data ? withPendingTicks(schedule.data, pending) : undefined;
  const plan = entries ? dayPlan(entries, weekday) : undefined;
  const open = openId === null ? undefined : entries?.find((e) => e.id === openId);
  const showingDay = plan !== undefined && open === undefined;

  // In child mode the focus starts on "Agora", and comes back to it from a routine task's card.
  useEffect(() => {
    if (childMode && showingDay) list.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
  }, [childMode, showingDay]);

  const header = (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-4xl font-bold">{t.title}</h1>
        <p className="mt-1 text-xl text-muted">{fmt(t.today, { day: DAY_LABELS[weekday]! })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {balance !== undefined && <StarsBalance balance={balance} />}
        {childMode && (
          <>
            {/* The child's own board, first (docs/product.md#in-child-mode-and-offline). */}
            <Link
              to={paths.childBoard(child.id)}
              className="inline-flex min-h-20 items-center gap-3 rounded-2xl bg-brand-700 px-7 text-2xl font-bold text-white hover:bg-brand-800"
            >
              <MessageSquareText aria-hidden className="size-8" />
              {t.board}
            </Link>
            <Link
              to={paths.childShop(child.id)}
              className="inline-flex min-h-16 items-center gap-2 rounded-2xl border-2 border-brand-700 bg-white px-6 text-xl font-bold text-brand-700 hover:bg-brand-50"
            >
              <Store aria-hidden className="size-7" />
              {t.shop}
            </Link>
          </>
        )}
      </div>
    </div>
  );

  if (!plan) {
    return (
      <div className="flex flex-col gap-6">
        {header}
        {schedule.isError ? (
          <div role="alert" className="rounded-3xl bg-white p-6 text-center text-xl ring-1 ring-slate-200">
            <p>{errorText(schedule.error, t.loadError)}</p>
            <Button
              variant="secondary"
              className="mt-4 min-h-16 text-xl"
              pending={schedule.isFetching}
              onClick={() => void schedule.refetch({ cancelRefetch: false })}
            >
              {messages.common.retry}
            </Button>
          </div>
        ) : (
          <Spinner label={messages.common.loading} />
        )}
      </div>
    );
  }

  if (open) {
    return (
      <RoutineCard entry={open} childId={child.id} pending={pending.has(open.id)} onBack={() => setOpenId(null)} />
    );
  }

  return (
    <div className="flex flex-col gap-6" ref={list}>
      {header}
      {!childMode && (
        <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <p>{fmt(t.preview, { name: child.name })}</p>
          {start}
        </div>
      )}
      {plan.finished && <DayCelebration />}
      {plan.groups.length === 0 ? (
        <p className="rounded-3xl bg-white p-6 text-center text-xl ring-1 ring-slate-200">{t.empty}</p>
      ) : (
        plan.groups.map((group) => (
          <section key={group.slot} aria-labelledby={`my-day-${group.slot}`} data-testid={`my-day-${group.slot}`}>
            <h2 id={`my-day-${group.slot}`} className="mb-3 flex items-center gap-3 text-2xl font-bold">
              <img src={timeOfDayPictureUrl(group.slot)} alt="" aria-hidden className="size-12" />
              {TIME_SLOT_LABELS[group.slot]}
            </h2>
            <ol className="flex flex-col gap-3">
              {group.entries.map((entry: ScheduleEntry) => (
                <li key={entry.id}>
                  <DayEntryCard
                    entry={entry}
                    childId={child.id}
                    isNext={plan.next?.id === entry.id}
                    pending={pending.has(entry.id)}
                    interactive={childMode}
                    onOpenRoutine={(e) => setOpenId(e.id)}
                  />
                </li>
              ))}
            </ol>
          </section>
        ))
      )}
    </div>
  );
}
