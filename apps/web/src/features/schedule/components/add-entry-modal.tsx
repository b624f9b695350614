import { createScheduleEntryBody, type CreateScheduleEntryBody } from '@neurobridge/shared/api/schedule-changes';
import type { ScheduleEntryKind } from '@neurobridge/shared/domain/calendar';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { formErrors, hasErrors, serverFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { schedulableActivitiesQueryOptions, useAddEntry } from '../api/schedule';
import { scheduleMessages } from '../messages';
import { searchActivities } from '../search-activities';
import { slotNames } from '../week-labels';
import { RoutineEntryForm, type RoutineFields } from './routine-entry-form';
import type { Slot } from './week-grid';

/** The fields the dialog shows, each with its message beside it. */
const FIELDS_SHOWN = new Set(['time', 'title', 'picture', 'timer_minutes']);

/** "Atividade" or "Tarefa da rotina": two large radios. */
function KindChoice({ kind, onChange }: { kind: ScheduleEntryKind; onChange: (kind: ScheduleEntryKind) => void }) {
  const t = scheduleMessages.add;
  return (
    <RadioCards<ScheduleEntryKind>
      legend={t.kind}
      value={kind}
      options={[
        ['activity', t.kindActivity],
        ['routine', t.kindRoutine],
      ]}
      onChange={onChange}
    />
  );
}

/**
 * Adds to one slot (docs/product.md#calendar): an activity — the first 8 the family can play, and a
 * search for the rest; a choice adds it at once — or a routine task (docs/product.md#routine-entries),
 * either with an optional time of day. Each wrong field's message shows beside it: the contract's
 * own check before sending, the server's `fields` after.
 */
export function AddEntryModal({ childId, slot, onClose }: { childId: number; slot: Slot; onClose: () => void }) {
  const t = scheduleMessages.add;
  const toast = useToast();
  const names = slotNames(slot.day, slot.slot);
  const activities = useQuery(schedulableActivitiesQueryOptions(childId));
  const [kind, setKind] = useState<ScheduleEntryKind>('activity');
  const [time, setTime] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [checked, setChecked] = useState<FormErrors>({});
  const [idempotencyKey] = useIdempotencyKey();
  const add = useAddEntry(childId);
  const run = useLockedMutation(add);
  const listId = useId();
  const found = searchActivities(activities.data ?? [], search);
  const errors = hasErrors(checked) ? checked : serverFieldErrors(add.error);
  // A refusal that names no field shown beside its input shows above the form.
  const generalError = add.isError && !Object.keys(serverFieldErrors(add.error)).some((f) => FIELDS_SHOWN.has(f));

  /** Checked with the contract's schema first, so nothing is sent that the server would refuse. */
  function send(body: CreateScheduleEntryBody, title: string) {
    const wrong = formErrors(createScheduleEntryBody, body);
    setChecked(wrong);
    if (hasErrors(wrong)) return false;
    return run(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          toast(fmt(t.added, { title, ...names }), 'success');
          onClose();
        },
      },
    );
  }

  const timeField = time === '' ? {} : { time };

  function choose(activity: { id: number; title: string }) {
    const started = send(
      { activity_id: activity.id, day_of_week: slot.day, time_slot: slot.slot, ...timeField },
      activity.title,
    );
    if (started) setChosen(activity.id);
  }

  function addRoutine({ title, picture, timer }: RoutineFields) {
    send(
      {
        kind: 'routine',
        title,
        ...(picture ? { picture } : {}),
        ...(timer.trim() === '' ? {} : { timer_minutes: Number(timer) }),
        ...timeField,
        day_of_week: slot.day,
        time_slot: slot.slot,
      },
      title.trim(),
    );
  }

  let body;
  if (kind === 'routine') {
    body = <RoutineEntryForm errors={errors} pending={add.isPending} onSubmit={addRoutine} />;
  } else if (!activities.data) {
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
        {generalError && (
          <p role="alert" className="mb-3 rounded-xl bg-red-50 p-3 text-red-900">
            {errorText(add.error, t.error)}
          </p>
        )}
        <KindChoice
          kind={kind}
          onChange={(next) => {
            setKind(next);
            setChecked({});
            add.reset();
          }}
        />
        <TextField
          label={t.time}
          hint={t.timeHint}
          type="time"
          value={time}
          error={errors.time}
          onChange={(e) => setTime(e.target.value)}
        />
        {body}
      </div>
    </Dialog>
  );
}
