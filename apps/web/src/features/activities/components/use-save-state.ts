import type { ProgressEntry } from '@neurobridge/shared/api/progress';
import { useEffect, useRef, useState } from 'react';
import {
  acknowledgeRefused,
  queuedItems,
  refusedItems,
  takeProgressAnswer,
  useQueue,
} from '../../../lib/offline/result-queue';
import type { ProgressItem, SaveFate } from '../api/save-result';
import type { CardSave } from './completion-card';

/**
 * What the completion card says about a finished game's save (docs/product.md#offline-play): saving,
 * then its fate — saved (with the level the server's answer moved the child to,
 * docs/product.md#game-levels), kept on the device, or refused with the server's reason. A result kept on
 * the device turns into saved by itself when the queue sends it while the card is open (or into its
 * refusal, which the card then shows instead of the parent's notice).
 */
export function useSaveState(item: ProgressItem | null, save: (item: ProgressItem) => Promise<SaveFate>): CardSave {
  const [state, setState] = useState<{ key: string; save: CardSave } | null>(null);
  const current = item && state?.key === item.key ? state.save : { state: 'saving' as const };
  const queue = useQueue(item?.userId);

  // Each result is saved once, when it is made (an effect run twice waits for the same save).
  const started = useRef<{ key: string; fate: Promise<CardSave> } | null>(null);
  useEffect(() => {
    if (!item) return;
    let live = true;
    const settle = (next: CardSave) => {
      if (live) setState({ key: item.key, save: next });
    };
    if (started.current?.key !== item.key) {
      // The server's answer is taken once, when this save recorded it now (a result sent later by the
      // queue tells no level: the child finds it in the next game).
      const fate = save(item).then((f) => cardSave(f, f === 'sent' ? takeProgressAnswer(item.key) : undefined));
      started.current = { key: item.key, fate };
    }
    started.current.fate.then(
      (next) => settle(next),
      // The device's storage failed (a private window without IndexedDB): nothing was kept.
      () => settle({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [item, save]);

  // Kept on the device: watch the queue, reading the device's store itself, which is never behind.
  const waiting = item && current.state === 'queued' ? item : null;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    const { userId, key } = waiting;
    void Promise.all([queuedItems(userId), refusedItems(userId)]).then(async ([items, refused]) => {
      if (!live || items.some((i) => i.key === key)) return;
      const refusal = refused.find((r) => r.item.key === key);
      if (refusal) await acknowledgeRefused(userId, [key]);
      if (live) setState({ key, save: refusal ? { state: 'refused', reason: refusal.reason } : { state: 'saved' } });
    });
    return () => {
      live = false;
    };
  }, [waiting, queue.items, queue.refused]);

  return current;
}

function cardSave(fate: SaveFate, answer: ProgressEntry | undefined): CardSave {
  if (fate === 'sent') return { state: 'saved', newLevel: answer?.new_level ?? null };
  if (fate === 'queued') return { state: 'queued' };
  return { state: 'refused', reason: fate.refused };
}
