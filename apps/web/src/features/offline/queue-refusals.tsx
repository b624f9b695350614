import { childrenApi } from '@neurobridge/shared/api/children';
import { formatDate } from '@neurobridge/shared/domain/format';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { apiQuery } from '../../lib/api';
import { acknowledgeRefused, useQueue, type QueuedItem, type RefusedItem } from '../../lib/offline/result-queue';
import { fmt } from '../../locales/pt-BR/messages';
import { queueMessages } from './queue-messages';

/**
 * The results the server refused for a reason (an activity locked, a child removed, consent
 * missing), shown to the parent once (docs/product.md#offline-play): a dialog that stays until
 * 'Entendi', which deletes them for good, so no tab shows them again.
 */

/** When the item happened on the device: the game's end, or the tick. */
function happenedAt(item: QueuedItem): string {
  return item.kind === 'progress' ? (item.body.played_at ?? item.queuedAt) : item.completedAt;
}

/** 'Não foi possível registrar “Memória” de Lia (12/03/2026): <the server's reason>' */
export function refusalLine(refusal: RefusedItem, childName: string | undefined): string {
  const { item } = refusal;
  return fmt(queueMessages.refused.line, {
    activity: item.kind === 'progress' ? item.activityTitle : item.label,
    child: childName ?? queueMessages.refused.unknownChild,
    date: formatDate(happenedAt(item)),
    reason: refusal.reason,
  });
}

interface RefusalNoticeProps {
  refused: RefusedItem[];
  /** The account's children by id, as last read; a removed child is not there. */
  childNames: ReadonlyMap<number, string>;
  pending?: boolean;
  onAcknowledge: () => void;
}

/** The dialog for plain props; `QueueRefusals` reads them from the device. */
export function RefusalNotice({ refused, childNames, pending, onAcknowledge }: RefusalNoticeProps) {
  const t = queueMessages.refused;
  return (
    <Dialog
      open
      title={refused.length === 1 ? t.titleOne : t.title}
      onClose={pending ? undefined : onAcknowledge}
      footer={
        <Button onClick={onAcknowledge} pending={pending}>
          {t.ok}
        </Button>
      }
    >
      <ul className="max-h-[50vh] space-y-3 overflow-y-auto" data-testid="refused-results">
        {refused.map((r) => (
          <li key={r.item.key}>{refusalLine(r, childNames.get(r.item.childId))}</li>
        ))}
      </ul>
    </Dialog>
  );
}

/** The account's unseen refusals, if any, until the parent says 'Entendi'. */
export function QueueRefusals({ userId }: { userId: number }) {
  const { refused } = useQueue(userId);
  // The names as last read (kept on the device while offline); the list is not asked for just for this.
  const children = useQuery({ ...apiQuery(childrenApi.list, {}), enabled: refused.length > 0 });
  const [pending, setPending] = useState(false);
  const acknowledging = useRef(false);
  // The names first, so the notice does not change its words under the reader; offline it shows
  // at once, with the names last read if any.
  if (refused.length === 0 || (children.isPending && children.fetchStatus === 'fetching')) return null;

  const names = new Map((children.data ?? []).map((c) => [c.id, c.name] as const));
  async function acknowledge() {
    if (acknowledging.current) return;
    acknowledging.current = true;
    setPending(true);
    try {
      await acknowledgeRefused(
        userId,
        refused.map((r) => r.item.key),
      );
    } finally {
      acknowledging.current = false;
      setPending(false);
    }
  }
  return (
    <RefusalNotice refused={refused} childNames={names} pending={pending} onAcknowledge={() => void acknowledge()} />
  );
}
