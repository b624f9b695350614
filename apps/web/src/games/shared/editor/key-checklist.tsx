import { useId } from 'react';
import type { KeyOption } from './content-editor';

interface KeyChecklistProps {
  legend: string;
  hint: string;
  options: KeyOption[];
  value: readonly string[];
  error?: string;
  onChange: (next: string[]) => void;
}

/**
 * A list of a game's known keys as checkboxes (docs/product.md#activity-editor). A newly ticked key
 * goes to the end, so the order the admin ticks in is kept where the game uses it (the symbol board).
 */
export function KeyChecklist({ legend, hint, options, value, error, onChange }: KeyChecklistProps) {
  const id = useId();
  const toggle = (key: string, on: boolean) =>
    onChange(on ? [...value.filter((k) => k !== key), key] : value.filter((k) => k !== key));
  return (
    <fieldset className="mb-4" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="font-semibold">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
        {hint}
      </p>
      <div className="mt-2 grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {options.map((o) => (
          <label key={o.key} className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={value.includes(o.key)}
              onChange={(e) => toggle(o.key, e.target.checked)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
