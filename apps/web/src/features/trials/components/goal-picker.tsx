import { GOAL_STATUS_LABELS } from '@neurobridge/shared/domain/goals';
import { useId } from 'react';
import type { SessionGoal } from '../api/session-trials';
import { trialsMessages as m } from '../messages';

/** The session's goals to record for, each with its criterion under its title. */
export function GoalPicker({
  goals,
  value,
  onChange,
}: {
  goals: readonly SessionGoal[];
  value: number;
  onChange: (goalId: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-xl font-bold">{m.goals.legend}</legend>
      {goals.map((g) => {
        const id = `${name}-${g.goal_id}`;
        const chosen = g.goal_id === value;
        return (
          <label
            key={g.goal_id}
            htmlFor={id}
            className={`flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 wrap-anywhere ${
              chosen ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white'
            }`}
          >
            <input
              id={id}
              type="radio"
              name={name}
              checked={chosen}
              onChange={() => onChange(g.goal_id)}
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-criterion`}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span id={`${id}-title`} className="block font-semibold">
                {g.title}
                {g.status === 'ended' && ` · ${GOAL_STATUS_LABELS.ended}`}
              </span>
              <span id={`${id}-criterion`} className="block text-sm text-muted">
                {g.criterion_text}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
