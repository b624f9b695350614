import { ADD_DIALOG_FIRST } from '@neurobridge/shared/domain/calendar';
import { categoryLabel } from '@neurobridge/shared/domain/categories';
import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { normalize } from '../../lib/search-text';
import { fmt } from '../../locales/pt-BR/messages';
import { Button } from './button';
import { TextField } from './field';
import { LoadingOrError } from './load-error';

export interface PickedActivity {
  id: number;
  title: string;
}

interface CatalogueActivity extends PickedActivity {
  category: string;
  is_locked: boolean;
}

/** The picker's words, each form's own ('{n}', '{max}', '{title}', '{shown}', '{total}' filled in). */
export interface ActivityPickerTexts {
  legend: string;
  hint: string;
  /** '{n} de {max}'. */
  chosen: string;
  noneChosen: string;
  /** The name of a chosen activity's button, '{title}'. */
  unchoose: string;
  search: string;
  searchHint: string;
  /** '{shown} de {total}'. */
  showing: string;
  noMatch: string;
  full: string;
  loadError: string;
}

/**
 * Several catalogue activities for a form (a goal's linked activities, a practice's): the chosen
 * ones first, each taken out by its button, then what the family can play — locked activities are
 * never offered — the first `ADD_DIALOG_FIRST` and a search for the rest, by a part of the title
 * without case or accents; up to `max`. A choice removes the button that made it, so the keyboard
 * goes on to the search (or to the count, when the limit hides the search).
 */
export function ActivityPicker({
  read,
  value,
  max,
  texts: t,
  error,
  onChange,
}: {
  read: {
    data?: readonly CatalogueActivity[];
    isError: boolean;
    isFetching: boolean;
    error: unknown;
    refetch: (o: { cancelRefetch: boolean }) => unknown;
  };
  value: PickedActivity[];
  max: number;
  texts: ActivityPickerTexts;
  error?: string;
  onChange: (next: PickedActivity[]) => void;
}) {
  const [search, setSearch] = useState('');
  const listId = useId();
  const errorId = useId();
  const full = value.length >= max;
  const chosen = new Set(value.map((a) => a.id));
  const q = normalize(search);
  const matches = (read.data ?? []).filter(
    (a) => !a.is_locked && !chosen.has(a.id) && (q === '' || normalize(a.title).includes(q)),
  );
  const shown = matches.slice(0, ADD_DIALOG_FIRST);
  const offerBox = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);
  const [moved, setMoved] = useState(0);
  useEffect(() => {
    if (moved > 0) (offerBox.current?.querySelector('input') ?? count.current)?.focus();
  }, [moved]);
  const change = (next: PickedActivity[]) => {
    onChange(next);
    setMoved((n) => n + 1);
  };

  let offer;
  if (!read.data) {
    offer = <LoadingOrError read={read} errorFallback={t.loadError} />;
  } else if (full) {
    offer = <p className="text-sm text-muted">{t.full}</p>;
  } else {
    offer = (
      <>
        <TextField
          label={t.search}
          hint={t.searchHint}
          type="search"
          value={search}
          aria-controls={listId}
          onChange={(e) => setSearch(e.target.value)}
        />
        <p className="mb-2 text-sm text-muted" aria-live="polite">
          {matches.length === 0 ? t.noMatch : fmt(t.showing, { shown: shown.length, total: matches.length })}
        </p>
        <ul id={listId} className="flex flex-col gap-2">
          {shown.map((a) => (
            <li key={a.id}>
              <Button
                variant="secondary"
                className="w-full justify-start py-2 text-left"
                onClick={() => change([...value, { id: a.id, title: a.title }])}
              >
                <span className="flex flex-col">
                  <span>
                    {a.title}
                    <span className="sr-only">, </span>
                  </span>
                  <span className="text-sm font-normal text-muted">{categoryLabel(a.category)}</span>
                </span>
              </Button>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <fieldset className="mb-4" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{t.legend}</legend>
      <p className="text-sm text-muted">{t.hint}</p>
      <p ref={count} tabIndex={-1} className="mt-2 text-sm font-medium" aria-live="polite">
        {fmt(t.chosen, { n: value.length, max })}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-muted">{t.noneChosen}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2" data-testid="chosen-activities">
          {value.map((a) => (
            <li key={a.id}>
              <Button
                variant="primary"
                className="py-1"
                aria-label={fmt(t.unchoose, { title: a.title })}
                onClick={() => change(value.filter((v) => v.id !== a.id))}
              >
                <Check aria-hidden className="size-4" />
                {a.title}
                <X aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      <div ref={offerBox} className="mt-3">
        {offer}
      </div>
    </fieldset>
  );
}
