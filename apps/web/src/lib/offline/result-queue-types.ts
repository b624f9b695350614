import type { CreateProgressBody } from '@neurobridge/shared/api/progress';

/*
 * What the result queue holds (docs/product.md#offline-play): each thing the device must tell the
 * server, with the Idempotency-Key that makes it happen once, and the refusals the parent has not
 * seen yet. Shared by the queue's modules; lib/offline/result-queue.ts is the public face.
 */

/** One thing the device must tell the server, with the key that makes it happen once. */
export type QueuedItem =
  | {
      kind: 'progress';
      /** The Idempotency-Key minted when the game ended. */
      key: string;
      /** The account that played (queues are per account). */
      userId: number;
      childId: number;
      activityId: number;
      /** Shown in the pending list and in a refusal notice. */
      activityTitle: string;
      /** activity_id, status, score, seconds_spent, played_at (ISO), schedule_entry_id? */
      body: CreateProgressBody;
      /** ISO, device clock. */
      queuedAt: string;
    }
  | {
      /** A week entry ticked by hand. */
      kind: 'tick';
      key: string;
      userId: number;
      childId: number;
      entryId: number;
      /** The entry's activity title. */
      label: string;
      /** ISO, when it was ticked (clock.now()). */
      completedAt: string;
      queuedAt: string;
    };

/** A queued item the server refused for a reason: shown to the parent once, then gone. */
export interface RefusedItem {
  item: QueuedItem;
  reason: string;
  refusedAt: string;
}

/** What one tab's `useQueue` shows of an account's queue. */
export interface QueueView {
  /** False until the device's queue has been read once. */
  loaded: boolean;
  items: QueuedItem[];
  refused: RefusedItem[];
  /** A send of this account's queue is under way (in this tab or another). */
  sending: boolean;
}
