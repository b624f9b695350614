import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedItem, RefusedItem } from './result-queue-types';

/*
 * The result queue on the device (docs/product.md#offline-play): IndexedDB 'neurobridge-queue',
 * one store of items to send and one of refusals not yet shown, each row carrying its account's
 * userId (every read takes one, so an account never sees another's) and a sequence number the
 * database counts up, so the order is the order of saving whatever the device clock says.
 */

export const QUEUE_DB = 'neurobridge-queue';

interface ItemRow {
  seq?: number;
  userId: number;
  key: string;
  item: QueuedItem;
}

interface RefusalRow {
  seq?: number;
  userId: number;
  key: string;
  refusal: RefusedItem;
}

interface QueueSchema extends DBSchema {
  items: { key: number; value: ItemRow; indexes: { userId: number; key: string } };
  refused: { key: number; value: RefusalRow; indexes: { userId: number; key: string } };
}

type QueueDb = IDBPDatabase<QueueSchema>;

let opening: Promise<QueueDb> | null = null;

function db(): Promise<QueueDb> {
  opening ??= openDB<QueueSchema>(QUEUE_DB, 1, {
    upgrade(database) {
      for (const name of ['items', 'refused'] as const) {
        const store = database.createObjectStore(name, { keyPath: 'seq', autoIncrement: true });
        store.createIndex('userId', 'userId');
        store.createIndex('key', 'key', { unique: true });
      }
    },
    // Another tab of a newer version wants the database: let it, and open again on the next use.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = null;
    },
    terminated() {
      opening = null;
    },
  }).catch((err: unknown) => {
    opening = null;
    throw err;
  });
  return opening;
}

/** Closes this page's connection; the next call opens it again (tests: a page closed and reopened). */
export async function closeQueueDb(): Promise<void> {
  const open = opening;
  opening = null;
  if (open) (await open.catch(() => null))?.close();
}

const bySeq = <T extends { seq?: number }>(a: T, b: T) => (a.seq ?? 0) - (b.seq ?? 0);

/** Stores an item at the end of the queue; false when its key is stored already (nothing changes). */
export async function addItem(item: QueuedItem): Promise<boolean> {
  const tx = (await db()).transaction(['items', 'refused'], 'readwrite');
  const known =
    (await tx.objectStore('items').index('key').count(item.key)) +
    (await tx.objectStore('refused').index('key').count(item.key));
  if (known === 0) await tx.objectStore('items').add({ userId: item.userId, key: item.key, item });
  await tx.done;
  return known === 0;
}

/** The account's items, oldest first. */
export async function listItems(userId: number): Promise<QueuedItem[]> {
  const rows = await (await db()).getAllFromIndex('items', 'userId', userId);
  return rows.sort(bySeq).map((row) => row.item);
}

/** Whether the item of this key is still to send. */
export async function isQueued(userId: number, key: string): Promise<boolean> {
  const row = await (await db()).getFromIndex('items', 'key', key);
  return row?.userId === userId;
}

/** Removes a sent item; false when it was gone already. */
export async function removeItem(userId: number, key: string): Promise<boolean> {
  const tx = (await db()).transaction('items', 'readwrite');
  const row = await tx.store.index('key').get(key);
  if (row?.userId === userId && row.seq !== undefined) await tx.store.delete(row.seq);
  await tx.done;
  return row?.userId === userId;
}

/** Moves a refused item from the queue to the refusals, in one transaction. */
export async function moveToRefused(refusal: RefusedItem): Promise<void> {
  const { userId, key } = refusal.item;
  const tx = (await db()).transaction(['items', 'refused'], 'readwrite');
  const items = tx.objectStore('items');
  const row = await items.index('key').get(key);
  if (row?.userId === userId && row.seq !== undefined) {
    await items.delete(row.seq);
    await tx.objectStore('refused').add({ userId, key, refusal });
  }
  await tx.done;
}

/** The account's refusals not yet acknowledged, oldest first. */
export async function listRefused(userId: number): Promise<RefusedItem[]> {
  const rows = await (await db()).getAllFromIndex('refused', 'userId', userId);
  return rows.sort(bySeq).map((row) => row.refusal);
}

/** Deletes the account's refusals of these keys. */
export async function deleteRefused(userId: number, keys: string[]): Promise<void> {
  const tx = (await db()).transaction('refused', 'readwrite');
  for (const key of keys) {
    const row = await tx.store.index('key').get(key);
    if (row?.userId === userId && row.seq !== undefined) await tx.store.delete(row.seq);
  }
  await tx.done;
}

/** Deletes every item and refusal of the account. */
export async function deleteAccount(userId: number): Promise<void> {
  const tx = (await db()).transaction(['items', 'refused'], 'readwrite');
  for (const name of ['items', 'refused'] as const) {
    const store = tx.objectStore(name);
    for (const seq of await store.index('userId').getAllKeys(userId)) await store.delete(seq);
  }
  await tx.done;
}
