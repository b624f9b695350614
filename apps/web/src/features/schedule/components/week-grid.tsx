import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import {
  DAY_LABELS,
  DAYS_OF_WEEK,
  MAX_ENTRIES_PER_SLOT,
  TIME_SLOTS,
  type TimeSlot,
} from '@neurobridge/shared/domain/calendar';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { fmt } from '../../../locales/pt-BR/messages';
import { scheduleMessages } from '../messages';
import { slotNames } from '../week-labels';
import { ScheduleEntryItem } from './schedule-entry-item';

export interface Slot {
  day: number;
  slot: TimeSlot;
}

interface WeekGridProps {
  entries: ScheduleEntry[];
  childId: number;
  completingId: number | null;
  /** Entries ticked on this device, not yet sent (docs/product.md#offline-play). */
  pendingIds: ReadonlySet<number>;
  onAdd: (slot: Slot) => void;
  onComplete: (entry: ScheduleEntry) => void;
  onMove: (entry: ScheduleEntry) => void;
  onRemove: (entry: ScheduleEntry) => void;
  /** Without a connection: the connection's words, for what needs the server. */
  unavailable?: string;
}

/**
 * The week as a list of days, each with its morning, afternoon and evening: read top to bottom on
 * a phone, laid out as 7 columns × 3 rows from `lg` on (the rows line up through a subgrid). A slot
 * holding 3 entries offers no add (docs/product.md#calendar).
 */
export function WeekGrid({
  entries,
  childId,
  completingId,
  pendingIds,
  onAdd,
  onComplete,
  onMove,
  onRemove,
  unavailable,
}: WeekGridProps) {
  const t = scheduleMessages.slot;
  const baseId = useId();
  return (
    <ol
      className="grid gap-4 lg:grid-cols-7 lg:grid-rows-[auto_auto_auto_auto] lg:gap-x-2 lg:gap-y-2"
      data-testid="week"
    >
      {DAYS_OF_WEEK.map((day) => (
        <li
          key={day}
          aria-labelledby={`${baseId}-${day}`}
          data-testid={`day-${day}`}
          className="rounded-2xl bg-white p-3 ring-1 ring-slate-200 min-w-0 lg:row-span-4 lg:grid lg:grid-cols-[minmax(0,1fr)] lg:grid-rows-subgrid lg:gap-2 lg:p-2"
        >
          <h3 id={`${baseId}-${day}`} className="text-lg font-bold lg:text-center lg:text-base">
            {DAY_LABELS[day]}
          </h3>
          {TIME_SLOTS.map((slot) => {
            const here = entries.filter((e) => e.day_of_week === day && e.time_slot === slot);
            const names = slotNames(day, slot);
            return (
              <div
                key={slot}
                className="mt-3 border-t border-slate-200 pt-2 lg:mt-0"
                data-testid={`slot-${day}-${slot}`}
              >
                <h4 className="text-sm font-semibold tracking-wide text-muted uppercase">{names.slot}</h4>
                {here.length > 0 && (
                  <ul className="mt-1 flex flex-col gap-2">
                    {here.map((entry) => (
                      <ScheduleEntryItem
                        key={entry.id}
                        entry={entry}
                        childId={childId}
                        completing={completingId === entry.id}
                        pending={pendingIds.has(entry.id)}
                        onComplete={onComplete}
                        onMove={onMove}
                        onRemove={onRemove}
                        unavailable={unavailable}
                      />
                    ))}
                  </ul>
                )}
                {here.length < MAX_ENTRIES_PER_SLOT ? (
                  <button
                    type="button"
                    onClick={() => onAdd({ day, slot })}
                    aria-label={fmt(t.addLabel, names)}
                    className="mt-2 flex min-h-12 w-full items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-400 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    <Plus aria-hidden className="size-4" />
                    {t.add}
                  </button>
                ) : (
                  <p className="mt-2 text-sm text-muted">{t.full}</p>
                )}
              </div>
            );
          })}
        </li>
      ))}
    </ol>
  );
}
