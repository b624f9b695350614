import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { ChevronDown, ChevronUp, Target, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { fmt } from '../../../locales/pt-BR/messages';
import { scheduleMessages } from '../messages';

/**
 * What marks practice a professional assigned on the week (docs/product.md#home-programme): 'Indicada
 * por {nome} · {tipo}', its goal, and its note behind 'Ver recado' (a disclosure, so the grid stays
 * short).
 */
export function AssignedBy({ assignment }: { assignment: NonNullable<ScheduleEntry['assignment']> }) {
  const t = scheduleMessages.entry;
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <div className="mt-1 flex flex-col gap-1 text-sm" data-testid="assigned-by">
      <p className="flex items-start gap-1 rounded-lg bg-brand-50 px-2 py-1 font-medium text-brand-800">
        <UserRound aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">
          {fmt(t.assignedBy, { name: assignment.professional_name, type: assignment.professional_type })}
        </span>
      </p>
      {assignment.goal_title && (
        <p className="flex items-start gap-1 text-muted">
          <Target aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{fmt(t.goal, { title: assignment.goal_title })}</span>
        </p>
      )}
      {assignment.note && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={noteId}
            onClick={() => setOpen((o) => !o)}
            // Two quick presses read the note again; they do not complete the entry.
            onDoubleClick={(e) => e.stopPropagation()}
            className="flex min-h-11 items-center gap-1 self-start rounded-lg px-1 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {open ? <ChevronUp aria-hidden className="size-4" /> : <ChevronDown aria-hidden className="size-4" />}
            {open ? t.hideNote : t.showNote}
          </button>
          <p id={noteId} hidden={!open} className="rounded-lg bg-slate-50 p-2 break-words whitespace-pre-line">
            {assignment.note}
          </p>
        </>
      )}
    </div>
  );
}
