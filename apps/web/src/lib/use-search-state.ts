import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A screen's filters and page kept in the URL's search params (docs/product.md#admin-tables, and the
 * professional's sessions list), so a reload, the back button or a shared link shows the same rows. An empty value leaves the URL.
 *
 * The router applies a new URL in a transition, a moment later. Until it does, the values chosen
 * here are shown at once: a checkbox or a field bound only to the URL would snap back for that
 * moment (and lose a keystroke typed in it). Any navigation, this one's or the back button's, hands
 * the values back to the URL.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { key: locationKey } = useLocation();
  const [chosen, setChosen] = useState<{ at: string; values: Record<K, string> } | null>(null);
  const values =
    chosen?.at === locationKey
      ? chosen.values
      : (Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>);

  const latest = useRef({ values, locationKey });
  useLayoutEffect(() => {
    latest.current = { values, locationKey };
  });

  const update = useCallback(
    (changes: Partial<Record<K, string | undefined>>) => {
      const next = { ...latest.current.values };
      for (const [k, v] of Object.entries(changes) as [K, string | undefined][]) next[k] = v ?? '';
      // A second change before the next render builds on this one.
      latest.current = { ...latest.current, values: next };
      setChosen({ at: latest.current.locationKey, values: next });
      setParams(
        (prev) => {
          const url = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(next) as [K, string][]) {
            if (v) url.set(k, v);
            else url.delete(k);
          }
          return url;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [values, update] as const;
}
