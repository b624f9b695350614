import {
  DAY_LABELS,
  DAYS_OF_WEEK,
  TIME_SLOT_LABELS,
  TIME_SLOTS,
  type TimeSlot,
} from '@neurobridge/shared/domain/calendar';
import { spreadDays } from '@neurobridge/shared/domain/goals';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/field';
import { RadioCards } from '../../../components/ui/radio-cards';
import { fmt } from '../../../locales/pt-BR/messages';
import { DAY_SHORT, daysText } from '../assignment-text';
import { homeProgrammeMessages } from '../messages';

export type DaysMode = 'days' | 'times';

interface WhenFieldsProps {
  mode: DaysMode;
  days: readonly number[];
  times: number;
  slot: TimeSlot | null;
  errors: { days_of_week?: string; times_per_week?: string; time_slot?: string };
  onMode: (mode: DaysMode) => void;
  onDays: (days: number[]) => void;
  onTimes: (times: number) => void;
  onSlot: (slot: TimeSlot) => void;
}

/**
 * When the family practises (docs/product.md#home-programme): 'Dias escolhidos' (seven day toggles)
 * or 'Vezes por semana' (1–7, spread over the week as `spreadDays` places them, said in a hint), and
 * the time of day.
 */
export function PracticeWhenFields({
  mode,
  days,
  times,
  slot,
  errors,
  onMode,
  onDays,
  onTimes,
  onSlot,
}: WhenFieldsProps) {
  const t = homeProgrammeMessages.dialog;
  const daysId = useId();
  const daysErrorId = useId();
  const toggle = (day: number) => onDays(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);

  return (
    <>
      <RadioCards<DaysMode>
        legend={t.when}
        value={mode}
        options={[
          ['days', t.byDays],
          ['times', t.byTimes],
        ]}
        onChange={onMode}
      />
      {mode === 'days' ? (
        <div className="mb-4">
          <p id={daysId} className="font-semibold">
            {t.days}
          </p>
          <div
            role="group"
            aria-labelledby={daysId}
            aria-describedby={errors.days_of_week ? daysErrorId : undefined}
            className="mt-1 grid grid-cols-4 gap-2 sm:grid-cols-7"
          >
            {DAYS_OF_WEEK.map((day) => {
              const on = days.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={on}
                  aria-label={DAY_LABELS[day]}
                  onClick={() => toggle(day)}
                  className={`min-h-12 rounded-xl border-2 font-semibold ${
                    on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white hover:bg-slate-50'
                  }`}
                >
                  {DAY_SHORT[day]}
                </button>
              );
            })}
          </div>
          {errors.days_of_week && (
            <p id={daysErrorId} className="mt-1 text-sm font-medium text-red-800">
              {errors.days_of_week}
            </p>
          )}
        </div>
      ) : (
        <SelectField
          label={t.times}
          hint={fmt(t.spreadHint, { days: daysText(spreadDays(times)) })}
          error={errors.times_per_week}
          value={times}
          onChange={(e) => onTimes(Number(e.target.value))}
        >
          {DAYS_OF_WEEK.map((d) => d + 1).map((n) => (
            <option key={n} value={n}>
              {n === 1 ? t.timesOptionOne : fmt(t.timesOption, { n })}
            </option>
          ))}
        </SelectField>
      )}
      <RadioCards<TimeSlot>
        legend={t.slot}
        value={slot}
        options={TIME_SLOTS.map((s) => [s, TIME_SLOT_LABELS[s]] as const)}
        grid="grid-cols-3"
        error={errors.time_slot}
        onChange={onSlot}
      />
    </>
  );
}
