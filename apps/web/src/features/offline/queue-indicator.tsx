import { CloudCheck, CloudOff, CloudUpload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useQueue } from '../../lib/offline/result-queue';
import { useOnline } from '../../lib/offline/online';
import { countText, queueMessages } from './queue-messages';

/**
 * The top bar's small notice of the results waiting on the device (docs/product.md#offline-play):
 * 'Offline — 3 resultados para enviar' while offline, 'Enviando 3 resultados…' while they go,
 * 'Tudo enviado' for a few seconds once the queue has emptied, then nothing; 'Offline' alone when
 * nothing waits. A live notice (`role="status"`), read out without moving focus; absent while it
 * has nothing to say, so a screen's own status messages stay the only ones.
 */

/** How long 'Tudo enviado' stays before the indicator goes quiet. */
export const ALL_SENT_MS = 4_000;

export interface QueueIndicatorState {
  online: boolean;
  /** Results (and ticks) still on the device. */
  count: number;
  sending: boolean;
}

type Shown = { text: string; kind: 'offline' | 'sending' | 'waiting' | 'done' } | null;

/** What the indicator says; `done` is true for a few seconds after a send emptied the queue. */
export function indicatorText({ online, count, sending }: QueueIndicatorState, done: boolean): Shown {
  const t = queueMessages.indicator;
  if (!online) {
    return { kind: 'offline', text: count > 0 ? countText(count, t.offlineWaiting, t.offlineWaitingOne) : t.offline };
  }
  if (count > 0) {
    return sending
      ? { kind: 'sending', text: countText(count, t.sending, t.sendingOne) }
      : { kind: 'waiting', text: countText(count, t.waiting, t.waitingOne) };
  }
  return done ? { kind: 'done', text: t.allSent } : null;
}

/** True for `ALL_SENT_MS` after the count falls to 0 while online (a send emptied the queue). */
function useAllSent(online: boolean, count: number): boolean {
  const [last, setLast] = useState(count);
  const [done, setDone] = useState(false);
  // Worked out while rendering, from the count before, so the words change in the same paint as
  // the count.
  if (last !== count) {
    setLast(count);
    setDone(count === 0 && last > 0 && online);
  }
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(false), ALL_SENT_MS);
    return () => clearTimeout(timer);
  }, [done]);
  return done;
}

const ICONS = { offline: CloudOff, sending: CloudUpload, waiting: CloudUpload, done: CloudCheck };

/** The indicator for plain state; `QueueStatus` reads it from the device. */
export function QueueIndicator(state: QueueIndicatorState) {
  const done = useAllSent(state.online, state.count);
  const shown = indicatorText(state, done);
  if (!shown) return null;
  const Icon = ICONS[shown.kind];
  return (
    <span
      role="status"
      data-testid="queue-indicator"
      className={`flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-semibold ${
        shown.kind === 'done' ? 'bg-green-50 text-green-900' : 'bg-amber-50 text-amber-900'
      }`}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {/* A phone shows the icon and the count, so the bar keeps to one row; the words stay for
          screen readers (docs/product.md#signed-in-screens). */}
      <span className="sr-only sm:not-sr-only">{shown.text}</span>
      {state.count > 0 && (
        <span aria-hidden className="sm:hidden">
          {state.count}
        </span>
      )}
    </span>
  );
}

/** The indicator of the signed-in account's queue on this device. */
export function QueueStatus({ userId }: { userId: number }) {
  const online = useOnline();
  const queue = useQueue(userId);
  if (!queue.loaded) return <QueueIndicator online={online} count={0} sending={false} />;
  return <QueueIndicator online={online} count={queue.items.length} sending={queue.sending} />;
}
