import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's filters and page kept in the URL's search params (docs/product.md#admin-tables), so a
 * reload, the back button or a shared link shows the same rows. An empty value leaves the URL.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const update = useCallback(
    (changes: Partial<Record<K, string | undefined>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes) as [K, string | undefined][]) {
            if (v) next.set(k, v);
            else next.delete(k);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [values, update] as const;
}
