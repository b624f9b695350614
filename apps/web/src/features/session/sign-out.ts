import { ApiError, NetworkError } from '../../lib/api-client';
import { isOnline } from '../../lib/offline/online';
import { logoutRequest } from './api/logout';
import { rememberSignOut } from './pending-sign-out';

/**
 * The steps of signing out that concern the device (docs/product.md#offline-play): the results
 * still waiting go first or are dropped, the server session is ended (or remembered to end when
 * the connection returns) and the account's data on the device is cleared. The queue's code loads
 * only here and in the signed-in layout, never with the entry.
 */

/** How a sign-out ended: done, or held back by results that could not be sent. */
export type LogoutOutcome =
  | { signedOut: true }
  /**
   * Still signed in. `left`: results still on the device; `problem`: 'offline' or 'server' (they
   * could not go), 'refused' (the send emptied the queue but the server refused some: the notice
   * shows them first, and signing out again goes through).
   */
  | { signedOut: false; left: number; problem: 'offline' | 'server' | 'refused' };

export interface LogoutOptions {
  /** The results still on the device: sent first (the default), or dropped ('Descartar'). */
  unsent?: 'send' | 'discard';
  /** Told when a send starts, so the caller can say 'Enviando resultados…'. */
  onSending?: () => void;
}

/** Sends or drops the account's queue; null when sign-out may go on, else why it waits. */
export async function settleQueue(userId: number, options: LogoutOptions): Promise<LogoutOutcome | null> {
  let queue: typeof import('../../lib/offline/result-queue');
  let waiting: number;
  try {
    queue = await import('../../lib/offline/result-queue');
    if (options.unsent === 'discard') {
      await queue.discardQueue(userId);
      return null;
    }
    waiting = (await queue.queuedItems(userId)).length;
  } catch (err) {
    // A device that cannot open its storage (no IndexedDB, private mode) holds no results to send.
    console.error(err);
    return null;
  }
  if (waiting === 0) return null;
  if (!isOnline()) return { signedOut: false, left: waiting, problem: 'offline' };
  options.onSending?.();
  try {
    const { refused, left } = await queue.sendQueue(userId);
    if (left > 0) return { signedOut: false, left, problem: isOnline() ? 'server' : 'offline' };
    if (refused.length > 0) return { signedOut: false, left: 0, problem: 'refused' };
    return null;
  } catch (err) {
    console.error(err);
    return { signedOut: false, left: waiting, problem: 'server' };
  }
}

/**
 * Ends the server session. Without an answer (no connection, server trouble) the sign-out is
 * remembered and finished by the next start with a connection (features/session/pending-sign-out.ts).
 */
export async function endServerSession(): Promise<void> {
  try {
    await logoutRequest();
  } catch (err) {
    console.error('Failed to logout');
    // Unanswered, or the server failed: the session may live on. Any other answer ended it (a 401:
    // it had already ended).
    if (err instanceof NetworkError || (err instanceof ApiError && err.status >= 500)) rememberSignOut();
  }
}

/**
 * The board's words the child tapped that are still on the device go once, as sign-out goes on
 * (docs/product.md#what-the-board-tells); what cannot go now is cleared with the account's data.
 */
export async function sendBoardUses(userId: number): Promise<void> {
  if (!isOnline()) return;
  try {
    await (await import('../boards/record-uses')).sendUses(userId);
  } catch (err) {
    console.error(err);
  }
}

/**
 * Clears what the device keeps of the account (its queue, its saved reads, its board media and the
 * board's words not sent), so another account never sees it.
 */
export async function clearDeviceData(userId: number): Promise<void> {
  try {
    const [queue, cache, media, uses] = await Promise.all([
      import('../../lib/offline/result-queue'),
      import('../../lib/offline/account-cache'),
      import('../../lib/offline/board-media-cache'),
      import('../boards/record-uses'),
    ]);
    uses.discardUses(userId);
    await Promise.all([queue.discardQueue(userId), cache.clearAccountData(userId), media.clearBoardMedia()]);
  } catch (err) {
    // A device that cannot open its storage has nothing of the account in it.
    console.error(err);
  }
}
