import { useEffect, useState } from 'react';

/**
 * A long list drawn in steps: the first `first` items at once, then `step` more in each following
 * task, so no single task of the main thread draws a hundred cards (docs/architecture.md, "Fast by
 * construction"). A new list starts again from `first`.
 */
export function useProgressiveList<T>(items: readonly T[] | undefined, first = 12, step = 24): readonly T[] {
  const [shown, setShown] = useState({ items, count: first });
  const count = shown.items === items ? shown.count : first;
  const total = items?.length ?? 0;

  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setShown({ items, count: count + step }), 0);
    return () => clearTimeout(timer);
  }, [items, count, total, step]);

  return items ? items.slice(0, count) : [];
}
