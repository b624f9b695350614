import { PICTURE_KEYS, PICTURES, type PictureKey } from '@neurobridge/shared/domain/pictures';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { pictureUrl } from '../../lib/pictures';

/**
 * The picker's own texts: it is shared by the week's routine form and the reward shop, and loads
 * only with their lazy chunks (docs/decisions/012-messages-per-feature.md).
 */
export const picturePickerMessages = {
  more: 'Mais figuras',
} as const;

interface PicturePickerProps {
  label: string;
  value: PictureKey | null;
  onChange: (key: PictureKey) => void;
  /** Offered at once; every other picture waits behind "Mais figuras". */
  first: readonly PictureKey[];
  error?: string;
}

/**
 * One bundled picture out of PICTURES (docs/product.md#bundled-pictures) as a radio group: a
 * fieldset with its legend, native radios (arrow keys move and choose, Tab leaves the group), each
 * option its picture and label on a 64 px target, the chosen one with a thick border and a tick
 * (never colour alone). A value outside `first` shows every picture, so the choice is never hidden.
 */
export function PicturePicker({ label, value, onChange, first, error }: PicturePickerProps) {
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const firstMore = useRef<HTMLInputElement>(null);
  // "Mais figuras" goes away once pressed: the focus moves on to the first picture it showed.
  useEffect(() => {
    if (showAll) firstMore.current?.focus();
  }, [showAll]);
  const rest = PICTURE_KEYS.filter((key) => !first.includes(key));
  const all = showAll || (value !== null && !first.includes(value));
  const shown = all ? [...first, ...rest] : first;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="mb-4" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="font-semibold">{label}</legend>
      <div className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2">
        {shown.map((key) => {
          const checked = key === value;
          return (
            <label
              key={key}
              className={`relative flex min-h-16 min-w-16 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border bg-white p-2 text-center text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                checked ? 'border-4 border-brand-700 font-semibold' : 'border-slate-300'
              }`}
            >
              <input
                type="radio"
                name={id}
                value={key}
                checked={checked}
                onChange={() => onChange(key)}
                ref={all && key === rest[0] ? firstMore : undefined}
                className="sr-only"
              />
              <img src={pictureUrl(key)} alt="" aria-hidden className="size-10" />
              <span>{PICTURES[key].label}</span>
              {checked && (
                <Check aria-hidden className="absolute top-1 right-1 size-5 text-brand-700" strokeWidth={3} />
              )}
            </label>
          );
        })}
      </div>
      {!all && rest.length > 0 && (
        <button
          type="button"
          className="mt-2 min-h-12 rounded-xl px-3 font-semibold text-brand-700 underline hover:bg-slate-100"
          onClick={() => setShowAll(true)}
        >
          {picturePickerMessages.more}
        </button>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
