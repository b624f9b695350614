import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { CircleCheck, Circle, CloudUpload, EllipsisVertical, Flame, MoveRight, Play, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { pictureUrl } from '../../../lib/pictures';
import { fmt } from '../../../locales/pt-BR/messages';
import { scheduleMessages } from '../messages';
import { slotNames, streakLabel } from '../week-labels';
import { AssignedBy } from './assigned-by';

interface EntryItemProps {
  entry: ScheduleEntry;
  childId: number;
  /** This entry's completion is being sent. */
  completing: boolean;
  /** Ticked on this device and kept there until the connection returns (docs/product.md#offline-play). */
  pending: boolean;
  onComplete: (entry: ScheduleEntry) => void;
  onMove: (entry: ScheduleEntry) => void;
  onRemove: (entry: ScheduleEntry) => void;
  /**
   * Without a connection (docs/product.md#offline-play): moving and removing need the server, so
   * their buttons are disabled with these words.
   */
  unavailable?: string;
}

/**
 * One planned activity or routine task (docs/product.md#calendar): its title (a routine task with its
 * picture and "Tarefa"), its time when set, a done mark in an icon and a word (never colour only),
 * its streak, and 'Aguardando envio' while a tick made on this device waits to be sent; practice a
 * professional assigned says who, its goal and its note (docs/product.md#home-programme). A double
 * click completes it; its options (a disclosure, so every key works as on any button) complete it,
 * start an activity for the child, move it or remove it.
 */
export function ScheduleEntryItem({
  entry,
  childId,
  completing,
  pending,
  onComplete,
  onMove,
  onRemove,
  unavailable,
}: EntryItemProps) {
  const t = scheduleMessages.entry;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const offlineId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const names = slotNames(entry.day_of_week, entry.time_slot);
  const streak = streakLabel(entry.streak_count);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  // Completed from its options: 'Marcar como feita' is gone, so the options close and the
  // keyboard goes back to their button instead of the page's body.
  const wasCompleted = useRef(entry.is_completed);
  useEffect(() => {
    if (entry.is_completed && !wasCompleted.current && toggle.current) {
      setOpen(false);
      toggle.current.focus();
    }
    wasCompleted.current = entry.is_completed;
  }, [entry.is_completed]);

  return (
    <li
      data-testid="schedule-entry"
      onDoubleClick={() => {
        if (!entry.is_completed) onComplete(entry);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
      className={`rounded-xl border-2 p-2 select-none ${
        entry.is_completed ? 'border-green-700 bg-green-50' : 'border-slate-300 bg-white'
      }`}
    >
      <div className="flex items-start gap-2">
        {entry.kind === 'routine' && entry.picture && (
          <img src={pictureUrl(entry.picture)} alt="" aria-hidden className="size-8 shrink-0" />
        )}
        <div className="min-w-0">
          <p className="text-sm font-semibold break-words">{entry.activity_title}</p>
          {(entry.kind === 'routine' || entry.time) && (
            <p className="text-sm text-muted">
              {[entry.kind === 'routine' ? t.routine : null, entry.time].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      </div>
      {/* A week kept on the device by an earlier release has no `assignment`: the family's own. */}
      {entry.assignment && <AssignedBy assignment={entry.assignment} />}
      <div className="mt-1 flex items-center justify-between gap-1">
        <div className="min-w-0 text-sm">
          <p className={`flex items-center gap-1 ${entry.is_completed ? 'text-green-900' : 'text-muted'}`}>
            {entry.is_completed ? (
              <CircleCheck aria-hidden className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden className="size-4 shrink-0" />
            )}
            {entry.is_completed ? t.done : t.todo}
          </p>
          {pending && (
            <p className="flex items-center gap-1 text-muted" data-testid="tick-pending">
              <CloudUpload aria-hidden className="size-4 shrink-0" />
              {t.pending}
            </p>
          )}
          {streak && (
            <p className="flex items-center gap-1 text-amber-900">
              <Flame aria-hidden className="size-4 shrink-0" />
              {streak}
            </p>
          )}
        </div>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={fmt(t.menu, { title: entry.activity_title, ...names })}
          onClick={() => setOpen((o) => !o)}
          className="flex size-12 shrink-0 items-center justify-center rounded-lg hover:bg-slate-100"
        >
          <EllipsisVertical aria-hidden className="size-5" />
        </button>
      </div>
      {open && (
        <div id={menuId} className="mt-2 flex flex-col gap-2">
          {entry.is_completed ? (
            <p className="text-sm text-muted">{t.alreadyDone}</p>
          ) : (
            <Button
              className="w-full px-2 text-sm"
              pending={completing}
              pendingLabel={t.completing}
              onClick={() => onComplete(entry)}
            >
              <CircleCheck aria-hidden className="size-4 shrink-0" />
              {t.complete}
            </Button>
          )}
          {entry.activity_id !== null && (
            <Link
              to={paths.scheduledActivity(entry.activity_id, childId, entry.id)}
              className={buttonClass('secondary', 'w-full px-2 text-sm')}
            >
              <Play aria-hidden className="size-4 shrink-0" />
              {t.start}
            </Link>
          )}
          <Button
            variant="secondary"
            className="w-full px-2 text-sm"
            disabled={!!unavailable}
            aria-describedby={unavailable ? offlineId : undefined}
            onClick={() => onMove(entry)}
          >
            <MoveRight aria-hidden className="size-4 shrink-0" />
            {t.move}
          </Button>
          <Button
            variant="ghost"
            className="w-full px-2 text-sm text-red-800"
            disabled={!!unavailable}
            aria-describedby={unavailable ? offlineId : undefined}
            // The options stay open, so Cancel in the confirmation returns the keyboard here.
            onClick={() => onRemove(entry)}
          >
            <Trash2 aria-hidden className="size-4 shrink-0" />
            {t.remove}
          </Button>
          {unavailable && (
            <p id={offlineId} className="text-sm text-amber-900">
              {unavailable}
            </p>
          )}
        </div>
      )}
    </li>
  );
}
