import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { schedulableActivitiesQueryOptions, useAddEntry } from '../api/schedule';
import { scheduleMessages } from '../messages';
import { searchActivities } from '../search-activities';
import { slotNames } from '../week-labels';
import type { Slot } from './week-grid';

/**
 * Adds an activity to one slot: the first 8 activities the family can play, and a search for the
 * rest; a choice adds it at once (docs/product.md#calendar).
 */
export function AddEntryModal({ childId, slot, onClose }: { childId: number; slot: Slot; onClose: () => void }) {
  const t = scheduleMessages.add;
  const toast = useToast();
  const names = slotNames(slot.day, slot.slot);
  const activities = useQuery(schedulableActivitiesQueryOptions(childId));
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [idempotencyKey] = useIdempotencyKey();
  const add = useAddEntry(childId);
  const run = useLockedMutation(add);
  const listId = useId();
  const found = searchActivities(activities.data ?? [], search);

  function choose(activity: { id: number; title: string }) {
    const started = run(
      { body: { activity_id: activity.id, day_of_week: slot.day, time_slot: slot.slot }, idempotencyKey },
      {
        onSuccess: () => {
          toast(fmt(t.added, { title: activity.title, ...names }), 'success');
          onClose();
        },
      },
    );
    if (started) setChosen(activity.id);
  }

  let body;
  if (!activities.data) {
    body = activities.isError ? (
      <div role="alert" className="text-center">
        <p>{t.loadError}</p>
        <Button
          variant="secondary"
          className="mt-3"
          pending={activities.isFetching}
          onClick={() => void activities.refetch({ cancelRefetch: false })}
        >
          {messages.common.retry}
        </Button>
      </div>
    ) : (
      <Spinner label={messages.common.loading} />
    );
  } else {
    body = (
      <>
        <TextField
          label={t.search}
          hint={t.searchHint}
          type="search"
          value={search}
          aria-controls={listId}
          onChange={(e) => setSearch(e.target.value)}
        />
        <p className="mb-2 text-sm text-muted" aria-live="polite">
          {found.total === 0 ? t.noMatch : fmt(t.showing, { shown: found.shown.length, total: found.total })}
        </p>
        <ul id={listId} className="flex flex-col gap-2">
          {found.shown.map((a) => (
            <li key={a.id}>
              <Button
                variant="secondary"
                className="w-full justify-start py-2 text-left"
                pending={add.isPending && chosen === a.id}
                disabled={add.isPending}
                onClick={() => choose(a)}
              >
                <span className="flex flex-col">
                  <span>
                    {a.title}
                    <span className="sr-only">, </span>
                  </span>
                  <span className="text-sm font-normal text-muted">{categoryLabel(a.category)}</span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
        {found.locked > 0 && <p className="mt-3 text-sm text-muted">{t.lockedNote}</p>}
      </>
    );
  }

  return (
    <Dialog open title={fmt(t.title, names)} onClose={add.isPending ? undefined : onClose} size="lg">
      <div className="max-h-[60vh] overflow-y-auto pr-1">
        {add.isError && (
          <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(add.error, t.error)}
          </p>
        )}
        {body}
      </div>
    </Dialog>
  );
}
