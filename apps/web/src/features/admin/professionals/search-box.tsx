import { useEffect, useId, useRef, useState } from 'react';
import { CharCounter } from '../../../components/ui/field';

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box (docs/product.md#admin-tables): the server is asked 300 ms after the last
 * key, with the text trimmed; a text over the server's limit stays as typed, counted, and is not
 * sent (the server would refuse it).
 */
export function SearchBox({
  label,
  placeholder,
  limit,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  limit: number;
  /** The search now applied (from the URL). */
  value: string;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [input, setInput] = useState(value);
  const over = input.trim().length > limit;
  // The latest callback, so a new one each render does not restart the wait.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    const next = input.trim();
    if (next === value || next.length > limit) return;
    const timer = setTimeout(() => search.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, value, limit]);

  return (
    <div className="mb-4 min-w-64 flex-1">
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={input}
        placeholder={placeholder}
        aria-invalid={over || undefined}
        aria-describedby={over ? `${id}-count` : undefined}
        onChange={(e) => setInput(e.target.value)}
        className="mt-1 block w-full rounded-xl border border-slate-400 bg-white px-3 py-3 text-base aria-[invalid=true]:border-red-700"
      />
      {over && <CharCounter id={`${id}-count`} count={input.trim().length} limit={limit} />}
    </div>
  );
}
