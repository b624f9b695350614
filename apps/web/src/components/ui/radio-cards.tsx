import { useId } from 'react';

interface RadioCardsProps<V extends string | number> {
  legend: string;
  /** Null: none chosen yet. */
  value: V | null;
  options: readonly (readonly [value: V, label: string])[];
  /** The grid of the choices, e.g. 'grid-cols-2 sm:grid-cols-4'. */
  grid?: string;
  error?: string;
  onChange: (value: V) => void;
}

/**
 * A radio group of large choices (at least 48 px high), the chosen one marked by its border, its
 * colour and its dot, never colour alone; the arrow keys move between them as in any radio group.
 * The message of a wrong choice is under them, read with the group.
 */
export function RadioCards<V extends string | number>({
  legend,
  value,
  options,
  grid = 'grid-cols-2',
  error,
  onChange,
}: RadioCardsProps<V>) {
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className={`mt-1 grid gap-2 ${grid}`}>
        {options.map(([option, label]) => (
          <label
            key={option}
            className={`flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 px-3 py-2 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
              value === option ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={String(option)}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
