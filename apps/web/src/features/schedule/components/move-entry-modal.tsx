import { SLOT_FULL, type ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { MOVE_NOTHING_TO_CHANGE } from '@neurobridge/shared/api/schedule-changes';
import {
  DAY_LABELS,
  DAYS_OF_WEEK,
  MAX_ENTRIES_PER_SLOT,
  TIME_SLOT_LABELS,
  TIME_SLOTS,
  type TimeSlot,
} from '@neurobridge/shared/domain/calendar';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { RadioCards } from '../../../components/ui/radio-cards';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-client';
import { useLockedMutation } from '../../../lib/use-locked-mutation';
import { fmt, messages } from '../../../locales/pt-BR/messages';
import { useMoveEntry } from '../api/schedule';
import { scheduleMessages } from '../messages';
import { slotNames } from '../week-labels';

/**
 * 'Mover' (docs/product.md#calendar): another day and time of day for an entry, the family's own or
 * a professional's (docs/product.md#home-programme). A time of day that already holds 3 other
 * entries that day says '(completo)' and is not sent; the server's refusal (a slot filled meanwhile)
 * shows in the dialog. Only what changed is sent, and the submit is locked while it runs.
 */
export function MoveEntryModal({
  childId,
  entry,
  week,
  onClose,
}: {
  childId: number;
  entry: ScheduleEntry;
  /** The week as shown, to know which times of day are full. */
  week: readonly ScheduleEntry[];
  onClose: () => void;
}) {
  const t = scheduleMessages.move;
  const toast = useToast();
  const move = useMoveEntry(childId);
  const run = useLockedMutation(move);
  const [day, setDay] = useState<number>(entry.day_of_week);
  const [slot, setSlot] = useState<TimeSlot>(entry.time_slot);
  const [checked, setChecked] = useState<string | null>(null);
  const isFull = (s: TimeSlot) =>
    week.filter((e) => e.id !== entry.id && e.day_of_week === day && e.time_slot === s).length >= MAX_ENTRIES_PER_SLOT;
  const error = checked ?? (move.isError ? errorText(move.error, t.error) : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const body = {
      ...(day !== entry.day_of_week ? { day_of_week: day } : {}),
      ...(slot !== entry.time_slot ? { time_slot: slot } : {}),
    };
    const wrong = Object.keys(body).length === 0 ? MOVE_NOTHING_TO_CHANGE : isFull(slot) ? SLOT_FULL : null;
    setChecked(wrong);
    if (wrong) return;
    run(
      { entryId: entry.id, body },
      {
        onSuccess: () => {
          toast(fmt(t.done, { title: entry.activity_title, ...slotNames(day, slot) }), 'success');
          onClose();
        },
      },
    );
  }

  return (
    <Dialog
      open
      title={fmt(t.title, { title: entry.activity_title })}
      onClose={move.isPending ? undefined : onClose}
      size="lg"
    >
      <form id="move-entry" noValidate onSubmit={submit} className="max-h-[60vh] overflow-y-auto pr-1">
        <p className="mb-4 text-muted">{fmt(t.now, slotNames(entry.day_of_week, entry.time_slot))}</p>
        {error && (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-red-900">
            {error}
          </p>
        )}
        <RadioCards<number>
          legend={t.day}
          value={day}
          options={DAYS_OF_WEEK.map((d) => [d, DAY_LABELS[d]] as const)}
          grid="grid-cols-2 sm:grid-cols-4"
          onChange={setDay}
        />
        <RadioCards<TimeSlot>
          legend={t.slot}
          value={slot}
          options={TIME_SLOTS.map(
            (s) => [s, isFull(s) ? fmt(t.full, { slot: TIME_SLOT_LABELS[s] }) : TIME_SLOT_LABELS[s]] as const,
          )}
          grid="sm:grid-cols-3"
          onChange={setSlot}
        />
      </form>
      <div className="mt-4 flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
          {messages.common.cancel}
        </Button>
        <Button type="submit" form="move-entry" pending={move.isPending} pendingLabel={t.moving}>
          {t.confirm}
        </Button>
      </div>
    </Dialog>
  );
}
