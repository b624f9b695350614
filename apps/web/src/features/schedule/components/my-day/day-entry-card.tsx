import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { fmt } from '../../../../locales/pt-BR/messages';
import { scheduleMessages } from '../../messages';
import { DoneMark } from './done-mark';
import { entryPictureUrl } from './entry-picture';

const t = scheduleMessages.myDay;

interface DayEntryCardProps {
  entry: ScheduleEntry;
  childId: number;
  /** The first entry not done: "Agora". */
  isNext: boolean;
  /** Ticked on this device, not yet sent (docs/product.md#offline-play). */
  pending: boolean;
  /** In child mode the card opens the entry; the parent's preview only shows it. */
  interactive: boolean;
  onOpenRoutine: (entry: ScheduleEntry) => void;
}

/**
 * One entry of the day, big enough for a small finger (docs/product.md#my-day): its picture, title
 * and time (and who assigned it, for a professional's practice), "Agora" on the next one (a calm
 * thick border and the word), and a done mark as an icon and the word 'Feito', never colour alone.
 * An activity opens in the player; a routine task its card. The next one is marked `aria-current="step"`, where the day puts the focus.
 */
export function DayEntryCard({ entry, childId, isNext, pending, interactive, onOpenRoutine }: DayEntryCardProps) {
  const done = entry.is_completed;
  const className = `flex min-h-24 w-full items-center gap-4 rounded-3xl border-2 p-3 text-left sm:p-4 ${
    isNext
      ? 'border-4 border-brand-700 bg-white shadow-md'
      : done
        ? 'border-slate-300 bg-slate-50'
        : 'border-slate-300 bg-white'
  } ${interactive ? 'hover:bg-brand-50' : ''}`;
  const body = (
    <>
      <img src={entryPictureUrl(entry)} alt="" aria-hidden className="size-16 shrink-0 sm:size-20" />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        {isNext && (
          <span className="w-max rounded-full bg-brand-700 px-3 py-0.5 text-sm font-bold text-white">{t.now}</span>
        )}
        <span className="text-xl font-bold break-words sm:text-2xl">{entry.activity_title}</span>
        {entry.time && <span className="text-lg text-muted">{fmt(t.at, { time: entry.time })}</span>}
        {/* Practice a professional assigned, in a small calm line (docs/product.md#home-programme). */}
        {entry.assignment && (
          <span className="text-base text-muted">
            {fmt(t.assignedBy, { name: entry.assignment.professional_name })}
          </span>
        )}
      </span>
      {done && <DoneMark pending={pending} />}
    </>
  );
  if (!interactive) return <div className={className}>{body}</div>;
  if (entry.kind === 'activity' && entry.activity_id !== null) {
    return (
      <Link
        to={paths.myDayActivity(entry.activity_id, childId, entry.id)}
        className={className}
        aria-current={isNext ? 'step' : undefined}
      >
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-current={isNext ? 'step' : undefined}
      onClick={() => onOpenRoutine(entry)}
    >
      {body}
    </button>
  );
}
