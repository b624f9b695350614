import { progressApi, type ProgressEntry } from '@neurobridge/shared/api/progress';
import { scheduleApi, type CompleteScheduleEntryResponse } from '@neurobridge/shared/api/schedule';
import { callApi } from '../api';
import { clock } from '../clock';
import { isOnline } from './online';
import { emit } from './result-queue-events';
import { outcomeOfError, type SendOutcome } from './result-queue-outcome';
import { isQueued, listItems, moveToRefused, removeItem } from './result-queue-store';
import type { QueuedItem, RefusedItem } from './result-queue-types';

/*
 * Sending an account's queue (docs/product.md#offline-play): one round at a time per account, in
 * this tab (a promise chain) and across the browser's tabs (the Web Locks API; without it the
 * rounds of two tabs may overlap, and the Idempotency-Key each item carries makes the server record
 * a repeat once). Inside the lock the queue is read again and sent in order, each item removed only
 * after the server's 2xx.
 */

export const LOCK_PREFIX = 'neurobridge.result-queue.';

/** What a round did; `stopped` says why it ended early (what the sender waits for), null when it ran through. */
export interface RoundResult {
  sent: QueuedItem[];
  refused: RefusedItem[];
  left: number;
  stopped: 'retry' | 'blocked' | null;
}

const chains = new Map<number, Promise<unknown>>();

/** Runs `fn` when no other round of the account runs in this tab nor, where the browser can tell, in another. */
function exclusive<T>(userId: number, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const locked = (): Promise<T> =>
    locks ? (locks.request(LOCK_PREFIX + userId, { mode: 'exclusive' }, fn) as Promise<T>) : fn();
  const run = (chains.get(userId) ?? Promise.resolve()).then(locked, locked);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  chains.set(userId, settled);
  void settled.then(() => {
    if (chains.get(userId) === settled) chains.delete(userId);
  });
  return run;
}

/**
 * The answers to items this tab sent, kept for the screen that waits for its own (the rewards a tick
 * earned, the level a result moved).
 */
type Answered = { kind: 'tick'; answer: CompleteScheduleEntryResponse } | { kind: 'progress'; answer: ProgressEntry };
const answers = new Map<string, Answered>();
const awaited = new Set<string>();

/** A screen waits for this item's answer: keep it when it comes (`forget` when it no longer waits). */
export function awaitAnswer(key: string, wait: boolean): void {
  if (wait) return void awaited.add(key);
  awaited.delete(key);
  answers.delete(key);
}

function takeAnswer(key: string): Answered | undefined {
  const answered = answers.get(key);
  awaitAnswer(key, false);
  return answered;
}

/** The server's answer to a tick this tab sent (once: it is handed over and forgotten). */
export function takeTickAnswer(key: string): CompleteScheduleEntryResponse | undefined {
  const answered = takeAnswer(key);
  return answered?.kind === 'tick' ? answered.answer : undefined;
}

/** The server's answer to a result this tab sent (once), with the level it moved (docs/product.md#game-levels). */
export function takeProgressAnswer(key: string): ProgressEntry | undefined {
  const answered = takeAnswer(key);
  return answered?.kind === 'progress' ? answered.answer : undefined;
}

/** Sends one item with its key and reads the answer's fate. */
async function sendOne(item: QueuedItem): Promise<SendOutcome> {
  try {
    if (item.kind === 'progress') {
      const answer = await callApi(progressApi.record, {
        params: { id: item.childId },
        body: item.body,
        idempotencyKey: item.key,
      });
      if (awaited.has(item.key)) answers.set(item.key, { kind: 'progress', answer });
    } else {
      const answer = await callApi(scheduleApi.complete, {
        params: { id: item.childId, entryId: item.entryId },
        body: { completed_at: item.completedAt },
        idempotencyKey: item.key,
      });
      if (awaited.has(item.key)) answers.set(item.key, { kind: 'tick', answer });
    }
    return { kind: 'sent' };
  } catch (err) {
    return outcomeOfError(err);
  }
}

/** One round: the account's queue in order, until it is empty or an answer says to stop. */
async function round(userId: number): Promise<RoundResult> {
  const sent: QueuedItem[] = [];
  const refused: RefusedItem[] = [];
  let stopped: RoundResult['stopped'] = null;
  emit({ type: 'sending', userId, on: true });
  try {
    for (const item of await listItems(userId)) {
      // Sent meanwhile by a tab whose browser has no locks, or discarded at sign-out.
      if (!(await isQueued(userId, item.key))) continue;
      const outcome = await sendOne(item);
      if (outcome.kind === 'sent') {
        await removeItem(userId, item.key);
        sent.push(item);
        emit({ type: 'changed', userId });
      } else if (outcome.kind === 'refused') {
        const refusal = { item, reason: outcome.reason, refusedAt: clock.now().toISOString() };
        await moveToRefused(refusal);
        refused.push(refusal);
        emit({ type: 'changed', userId });
      } else {
        stopped = outcome.kind;
        break;
      }
    }
  } finally {
    emit({ type: 'sending', userId, on: false });
  }
  if (sent.length > 0) emit({ type: 'sent', userId, items: sent });
  return { sent, refused, left: (await listItems(userId)).length, stopped };
}

/**
 * Sends the account's queue in order under the account's lock. Offline (the browser says so)
 * nothing is tried: the round waits for the connection, as 'retry'.
 */
export async function sendRound(userId: number): Promise<RoundResult> {
  if (!isOnline()) return { sent: [], refused: [], left: (await listItems(userId)).length, stopped: 'retry' };
  return exclusive(userId, () => round(userId));
}
