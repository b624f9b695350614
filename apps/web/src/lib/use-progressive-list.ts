import { useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * A long list drawn in steps: the first `first` items at once, then `step` more whenever the main
 * thread is idle, so no task of the main thread draws more than a few cards and a tap is answered
 * at once while the rest of the list appears (docs/architecture.md, "Fast by construction"). A new
 * list starts again from `first`.
 */
export function useProgressiveList<T>(items: readonly T[] | undefined, first = 8, step = 4): readonly T[] {
  const [shown, setShown] = useState({ items, count: first });
  const count = shown.items === items ? shown.count : first;
  const total = items?.length ?? 0;

  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => setShown({ items, count: count + step }));
  }, [items, count, total, step]);

  return items ? items.slice(0, count) : [];
}
