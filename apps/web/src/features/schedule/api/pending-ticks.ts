import { scheduleApi, type ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { apiKey } from '../../../lib/api';
import { useQueue } from '../../../lib/offline/result-queue';
import { useSignedInUserId } from '../../../lib/offline/result-queue-account';
import { refreshStars } from './schedule';

/**
 * The child's week entries ticked on this device and not yet sent (docs/product.md#offline-play):
 * they show done, marked 'Aguardando envio'. When one leaves the queue — recorded, or refused — the
 * week, the rewards and the stars are read again, so the server's answer replaces the device's.
 */
export function usePendingTicks(childId: number): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const queue = useQueue(useSignedInUserId());
  const pending = useMemo(
    () =>
      new Set(queue.items.flatMap((item) => (item.kind === 'tick' && item.childId === childId ? [item.entryId] : []))),
    [queue.items, childId],
  );
  const before = useRef(pending);
  useEffect(() => {
    const left = [...before.current].some((id) => !pending.has(id));
    before.current = pending;
    if (!left) return;
    void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.list, { id: childId }) });
    void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.rewards, { id: childId }) });
    refreshStars(queryClient, childId);
  }, [pending, childId, queryClient]);
  return pending;
}

/** The week as the device knows it: an entry ticked here and not yet sent is done. */
export function withPendingTicks(entries: ScheduleEntry[], pending: ReadonlySet<number>): ScheduleEntry[] {
  if (pending.size === 0) return entries;
  return entries.map((e) => (pending.has(e.id) && !e.is_completed ? { ...e, is_completed: true } : e));
}
