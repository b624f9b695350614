import {
  boardUsesApi,
  BOARD_SENTENCE_MAX,
  BOARD_SENTENCES_MAX,
  BOARD_TAPS_MAX,
} from '@neurobridge/shared/api/board-uses';
import { PLAYED_AT_MAX_AGE_DAYS } from '@neurobridge/shared/domain/played-at';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { useEffect, useMemo } from 'react';
import { callApi } from '../../lib/api';
import { clock } from '../../lib/clock';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { isOnline } from '../../lib/offline/online';
import { useSignedInUserId } from '../../lib/offline/result-queue-account';
import { outcomeOfError } from '../../lib/offline/result-queue-outcome';

/*
 * What the board tells (docs/product.md#what-the-board-tells), on the device: each tap of a word cell
 * and each sentence 'Falar' says is kept in the device's storage first, per account, then sent in
 * batches: every 15 s, on 'Falar', when the page is left and when the connection comes back. A batch
 * gets its Idempotency-Key when it is made and keeps it until the server has it, so a retry after a
 * lost answer counts once; nothing leaves the device's storage before the server's 2xx (or a refusal
 * a repeat cannot change), so taps made offline are not lost.
 */

export const FLUSH_EVERY_MS = 15_000;
const STORE_PREFIX = 'neurobridge.board-uses.';

interface Use {
  childId: number;
  /** A tapped word's label, or a sentence said. */
  kind: 'tap' | 'sentence';
  text: string;
  /** ISO, the device's clock when it happened. */
  at: string;
}
export interface UsesBatch {
  key: string;
  childId: number;
  taps: { label: string; at: string }[];
  sentences: { text: string; at: string }[];
}
interface Stored {
  /** Not in a batch yet. */
  uses: Use[];
  /** Sealed with their keys, oldest first. */
  batches: UsesBatch[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (a private window's setting): nothing kept, nothing breaks
  }
}

function read(userId: number): Stored {
  try {
    const raw = storage()?.getItem(STORE_PREFIX + userId);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored>) : {};
    return { uses: parsed.uses ?? [], batches: parsed.batches ?? [] };
  } catch {
    return { uses: [], batches: [] };
  }
}

/** Reads, changes and writes in one synchronous step: another tab's change is never lost between. */
function update(userId: number, change: (s: Stored) => Stored): Stored {
  const next = change(read(userId));
  try {
    storage()?.setItem(STORE_PREFIX + userId, JSON.stringify(next));
  } catch {
    // A full storage: the uses are lost rather than the board stopping.
  }
  return next;
}

/** Everything still on the device for the account (the tests, and a screen that wants to tell). */
export function pendingUses(userId: number): Stored {
  return read(userId);
}

/** Forgets everything the account kept on the device (signing out and discarding what is not sent). */
export function discardUses(userId: number): void {
  try {
    storage()?.removeItem(STORE_PREFIX + userId);
  } catch {
    // storage refused: nothing was kept
  }
}

export function keepUse(userId: number, use: Use): void {
  update(userId, (s) => ({ ...s, uses: [...s.uses, use] }));
}

/** Turns the loose uses into batches of at most 200 taps and 200 sentences, each with a new key. */
export function sealBatches(userId: number): void {
  update(userId, (s) => {
    if (s.uses.length === 0) return s;
    const batches = [...s.batches];
    for (const childId of new Set(s.uses.map((u) => u.childId))) {
      const mine = s.uses.filter((u) => u.childId === childId);
      const taps = mine.filter((u) => u.kind === 'tap').map((u) => ({ label: u.text, at: u.at }));
      const sentences = mine.filter((u) => u.kind === 'sentence').map((u) => ({ text: u.text, at: u.at }));
      for (let i = 0; i * BOARD_TAPS_MAX < taps.length || i * BOARD_SENTENCES_MAX < sentences.length; i += 1) {
        batches.push({
          key: newIdempotencyKey(),
          childId,
          taps: taps.slice(i * BOARD_TAPS_MAX, (i + 1) * BOARD_TAPS_MAX),
          sentences: sentences.slice(i * BOARD_SENTENCES_MAX, (i + 1) * BOARD_SENTENCES_MAX),
        });
      }
    }
    return { uses: [], batches };
  });
}

const dropBatch = (userId: number, key: string) =>
  update(userId, (s) => ({ ...s, batches: s.batches.filter((b) => b.key !== key) }));

const chains = new Map<number, Promise<void>>();

/**
 * Seals the loose uses and sends the account's batches in order; one round at a time per account in
 * this tab, each call a round after the one running (two tabs sending one batch send its key twice:
 * the server counts it once). Stops at the first batch the server cannot take now (no connection,
 * server trouble, signed out): it stays.
 */
export function sendUses(userId: number): Promise<void> {
  const round = (chains.get(userId) ?? Promise.resolve()).then(() => sendRound(userId));
  const settled = round.catch(() => undefined);
  chains.set(userId, settled);
  void settled.then(() => {
    if (chains.get(userId) === settled) chains.delete(userId);
  });
  return round;
}

async function sendRound(userId: number): Promise<void> {
  sealBatches(userId);
  const tooOld = clock.now().getTime() - PLAYED_AT_MAX_AGE_DAYS * DAY_MS;
  const fresh = (at: string) => Date.parse(at) >= tooOld;
  for (const batch of read(userId).batches) {
    if (!isOnline()) return;
    // Kept on the device past 30 days, a use can no longer count (the server refuses it): left out.
    const taps = batch.taps.filter((u) => fresh(u.at));
    const sentences = batch.sentences.filter((u) => fresh(u.at));
    if (taps.length === 0 && sentences.length === 0) {
      dropBatch(userId, batch.key);
      continue;
    }
    try {
      await callApi(boardUsesApi.record, {
        params: { id: batch.childId },
        body: { taps, sentences },
        idempotencyKey: batch.key,
      });
    } catch (err) {
      const outcome = outcomeOfError(err);
      // Refused for a reason a repeat cannot change (the child removed, say): counts only, dropped.
      if (outcome.kind !== 'refused') return;
    }
    dropBatch(userId, batch.key);
  }
}

/**
 * The board screen's recorder: `tap(label)` for a word cell, `said(text)` for 'Falar' (which also
 * sends). While the screen is open, sends every 15 s, when the connection comes back and when the
 * page is hidden or left; and once more when the screen goes. Without a signed-in account, records
 * nothing.
 */
export function useBoardUses(childId: number) {
  const userId = useSignedInUserId();
  useEffect(() => {
    if (userId === undefined) return;
    const send = () => void sendUses(userId).catch(() => undefined);
    const hidden = () => document.visibilityState === 'hidden' && send();
    send(); // what an earlier visit left on the device
    const timer = setInterval(send, FLUSH_EVERY_MS);
    window.addEventListener('online', send);
    window.addEventListener('pagehide', send);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', send);
      window.removeEventListener('pagehide', send);
      document.removeEventListener('visibilitychange', hidden);
      send();
    };
  }, [userId]);
  return useMemo(
    () => ({
      tap(label: string) {
        if (userId !== undefined) keepUse(userId, { childId, kind: 'tap', text: label, at: clock.now().toISOString() });
      },
      said(text: string) {
        if (userId === undefined || !text.trim()) return;
        keepUse(userId, {
          childId,
          kind: 'sentence',
          text: text.slice(0, BOARD_SENTENCE_MAX),
          at: clock.now().toISOString(),
        });
        void sendUses(userId).catch(() => undefined);
      },
    }),
    [userId, childId],
  );
}
