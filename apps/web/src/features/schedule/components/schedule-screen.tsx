import type { Child } from '@neurobridge/shared/api/children';
import type { Reward, ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { usePendingTicks, withPendingTicks } from '../api/pending-ticks';
import { scheduleQueryOptions, TickRefused, useCompleteEntry, usePrintableWeek, useRemoveEntry } from '../api/schedule';
import { scheduleMessages } from '../messages';
import { slotNames } from '../week-labels';
import { RecentRewards } from './recent-rewards';
import { RewardCelebration } from './reward-celebration';
import { SuccessTips } from './success-tips';
import { WeekGrid, type Slot } from './week-grid';
import { WeekSummary } from './week-summary';

// The add dialog checks its entry with the contract's schema, which takes zod: it loads when a slot's
// "Adicionar" is pressed, not with the week (docs/architecture.md, "Fast by construction").
const AddEntryModal = lazy(() => import('./add-entry-modal').then((m) => ({ default: m.AddEntryModal })));
// Moving an entry, and removing a professional's with a reason (docs/product.md#home-programme), load
// when asked for too.
const MoveEntryModal = lazy(() => import('./move-entry-modal').then((m) => ({ default: m.MoveEntryModal })));
const RemoveAssignedModal = lazy(() =>
  import('./remove-assigned-modal').then((m) => ({ default: m.RemoveAssignedModal })),
);

/**
 * The child's week (docs/product.md#calendar): the newest rewards, the week's level, the 7 × 3
 * grid with its add, complete, start, move and remove, the printable week, the way into 'Meu dia'
 * (docs/product.md#my-day) and the success tips. A professional's entry is removed with a reason
 * (docs/product.md#home-programme). The route has already sent an unknown child to the dashboard.
 */
export function ScheduleScreen({
  child,
  start,
  unavailable,
}: {
  child: Child;
  /** The way into 'Meu dia' in child mode. */ start?: ReactNode;
  /** Without a connection (docs/product.md#offline-play): moving and removing say these words. */
  unavailable?: string;
}) {
  const t = scheduleMessages;
  const toast = useToast();
  const schedule = useQuery(scheduleQueryOptions(child.id));
  const complete = useCompleteEntry(child.id);
  const pending = usePendingTicks(child.id);
  const runComplete = useLockedMutation(complete);
  const remove = useRemoveEntry(child.id);
  const runRemove = useLockedMutation(remove);
  const print = usePrintableWeek(child.id, t.print.fileName);
  const runPrint = useLockedMutation(print);
  const [adding, setAdding] = useState<Slot | null>(null);
  const [removing, setRemoving] = useState<ScheduleEntry | null>(null);
  const [moving, setMoving] = useState<ScheduleEntry | null>(null);
  const [celebrating, setCelebrating] = useState<Reward[]>([]);

  function onComplete(entry: ScheduleEntry) {
    // Done this week already: the server would ignore it too (docs/product.md#calendar).
    if (entry.is_completed) return;
    // Through the device's queue: done at once, sent now or when the connection returns.
    runComplete(entry, {
      onSuccess: (outcome) => {
        toast(fmt(t.entry.completed, { title: entry.activity_title }), 'success');
        const earned = outcome.queued ? [] : (outcome.answer?.new_rewards ?? []);
        if (earned.length > 0) setCelebrating(earned);
      },
      onError: (err) =>
        toast(err instanceof TickRefused ? err.message : errorText(err, t.entry.completeError), 'error'),
    });
  }

  function onConfirmRemove() {
    if (!removing) return;
    runRemove(
      { entryId: removing.id },
      {
        onSuccess: () => {
          setRemoving(null);
          toast(t.remove.done, 'success');
        },
      },
    );
  }

  let week;
  if (!schedule.data) {
    week = schedule.isError ? (
      <Card role="alert" className="text-center">
        <p>{errorText(schedule.error, t.loadError)}</p>
        <Button
          variant="secondary"
          className="mt-3"
          pending={schedule.isFetching}
          onClick={() => void schedule.refetch({ cancelRefetch: false })}
        >
          {messages.common.retry}
        </Button>
      </Card>
    ) : (
      <Spinner label={messages.common.loading} />
    );
  } else {
    const entries = withPendingTicks(schedule.data, pending);
    week = (
      <>
        <WeekSummary entries={entries} />
        {entries.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-center text-lg ring-1 ring-slate-200">{t.empty}</p>
        ) : (
          <p className="text-sm text-muted">{t.entry.doubleClickHint}</p>
        )}
        <WeekGrid
          entries={entries}
          childId={child.id}
          completingId={complete.isPending ? (complete.variables?.id ?? null) : null}
          pendingIds={pending}
          onAdd={setAdding}
          onComplete={onComplete}
          onMove={setMoving}
          onRemove={(entry) => {
            remove.reset();
            setRemoving(entry);
          }}
          unavailable={unavailable}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{fmt(t.titleOf, { name: child.name })}</h1>
          <p className="mt-1 text-muted">{t.intro}</p>
        </div>
        <Button
          variant="secondary"
          pending={print.isPending}
          pendingLabel={t.print.busy}
          onClick={() => runPrint(undefined, { onError: (err) => toast(errorText(err, t.print.error), 'error') })}
        >
          <Printer aria-hidden className="size-5" />
          {t.print.button}
        </Button>
      </div>
      {start}
      {celebrating.length > 0 && <RewardCelebration rewards={celebrating} onClose={() => setCelebrating([])} />}
      <RecentRewards childId={child.id} />
      <section aria-labelledby="week-heading" className="flex flex-col gap-4">
        <h2 id="week-heading" className="text-xl font-bold">
          {t.week.heading}
        </h2>
        {week}
      </section>
      <SuccessTips />

      {adding && (
        <Suspense fallback={null}>
          <AddEntryModal childId={child.id} slot={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
      {moving && (
        <Suspense fallback={null}>
          <MoveEntryModal
            childId={child.id}
            entry={moving}
            week={schedule.data ?? []}
            onClose={() => setMoving(null)}
          />
        </Suspense>
      )}
      {removing?.assignment && (
        <Suspense fallback={null}>
          <RemoveAssignedModal
            childId={child.id}
            entry={{ ...removing, assignment: removing.assignment }}
            onClose={() => setRemoving(null)}
          />
        </Suspense>
      )}
      {removing && !removing.assignment && (
        <ConfirmDialog
          title={fmt(t.remove.title, { title: removing.activity_title })}
          text={fmt(t.remove.text, slotNames(removing.day_of_week, removing.time_slot))}
          confirmLabel={t.remove.confirm}
          pending={remove.isPending}
          error={remove.isError ? errorText(remove.error, t.remove.error) : undefined}
          onConfirm={onConfirmRemove}
          onCancel={() => setRemoving(null)}
        />
      )}
    </div>
  );
}
