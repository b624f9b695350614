import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { ROUTINE_STARS } from '@neurobridge/shared/domain/stars';
import { ArrowLeft, CircleCheck, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useCue } from '../../../../games/shared/use-cue';
import { errorText } from '../../../../lib/api-client';
import { useLockedMutation } from '../../../../lib/use-locked-mutation';
import { fmt } from '../../../../locales/pt-BR/messages';
import { TickRefused, useCompleteEntry } from '../../api/schedule';
import { scheduleMessages } from '../../messages';
import { DoneMark } from './done-mark';
import { entryPictureUrl } from './entry-picture';
import { useCountdown } from './use-countdown';

const t = scheduleMessages.myDay;
const big =
  'inline-flex min-h-16 items-center justify-center gap-2 rounded-2xl px-8 text-2xl font-bold disabled:opacity-50';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The optional timer: "Começar" / "Pausar", the minutes and seconds left, a calm "O tempo acabou!". */
function RoutineTimer({ minutes }: { minutes: number }) {
  const timer = useCountdown(minutes * 60);
  const m = Math.floor(timer.left / 60);
  const s = timer.left % 60;
  return (
    <div className="flex flex-col items-center gap-3" data-testid="routine-timer">
      <p className="text-lg text-muted">{t.timer.left}</p>
      <p className="text-6xl font-bold tabular-nums" aria-hidden>
        {twoDigits(m)}:{twoDigits(s)}
      </p>
      {/* Read as words, and only when asked: a count every second would drown a screen reader. */}
      <p className="sr-only">{fmt(t.timer.leftSpoken, { m, s })}</p>
      <p role="status" className="min-h-8 text-2xl font-semibold text-brand-700">
        {timer.over ? t.timer.over : ''}
      </p>
      <button
        type="button"
        className={`${big} border-2 border-brand-700 bg-white text-brand-700`}
        onClick={timer.running ? timer.pause : timer.start}
      >
        {timer.running ? <Pause aria-hidden className="size-7" /> : <Play aria-hidden className="size-7" />}
        {timer.running ? t.timer.pause : t.timer.start}
      </button>
    </div>
  );
}

interface RoutineCardProps {
  entry: ScheduleEntry;
  childId: number;
  /** Ticked on this device, not yet sent (docs/product.md#offline-play). */
  pending: boolean;
  onBack: () => void;
}

/**
 * A routine task of the day (docs/product.md#my-day): its big picture and title, the optional
 * timer, and 'Feito!', which ticks it once through the device's queue (so offline too) with a
 * gentle sound when the child's sound is on and "+1 ⭐".
 */
export function RoutineCard({ entry, childId, pending, onBack }: RoutineCardProps) {
  const complete = useCompleteEntry(childId);
  const run = useLockedMutation(complete);
  const cue = useCue();
  const [earned, setEarned] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  function done() {
    if (entry.is_completed) return;
    setError(null);
    run(entry, {
      onSuccess: () => {
        cue('complete');
        setEarned(true);
      },
      onError: (err) => setError(err instanceof TickRefused ? err.message : errorText(err, t.tickError)),
    });
  }

  return (
    <section aria-labelledby="routine-title" className="flex flex-col items-center gap-6 text-center">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-16 items-center gap-2 self-start rounded-2xl px-4 text-xl font-semibold text-brand-700 hover:bg-brand-50"
      >
        <ArrowLeft aria-hidden className="size-7" />
        {t.backToDay}
      </button>
      <img src={entryPictureUrl(entry)} alt="" aria-hidden className="size-40 sm:size-48" />
      <h2 id="routine-title" ref={heading} tabIndex={-1} className="text-4xl font-bold break-words">
        {entry.activity_title}
      </h2>
      {entry.time && <p className="text-xl text-muted">{fmt(t.at, { time: entry.time })}</p>}
      {entry.timer_minutes !== null && <RoutineTimer minutes={entry.timer_minutes} />}
      {entry.is_completed ? (
        <DoneMark pending={pending} large />
      ) : (
        <button type="button" className={`${big} min-w-56 bg-brand-700 text-white hover:bg-brand-600`} onClick={done}>
          <CircleCheck aria-hidden className="size-8" />
          {t.doneButton}
        </button>
      )}
      <div role="status" className="min-h-10 text-3xl font-bold">
        {earned ? fmt(t.earned, { n: ROUTINE_STARS }) : ''}
      </div>
      {error && (
        <p role="alert" className="rounded-xl bg-amber-50 p-3 text-lg text-ink">
          {error}
        </p>
      )}
    </section>
  );
}
