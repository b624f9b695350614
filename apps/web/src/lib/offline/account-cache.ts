import { dehydrate, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { openDB, type IDBPDatabase } from 'idb';
import { clock } from '../clock';
import { forgetLastAccount, lastAccount, markLastAccount } from './account-cache-mark';
import { isKeptRead, KEPT_READS } from './account-cache-reads';

/**
 * The account's reads kept on the device (docs/product.md#offline-play): after the query cache
 * changes (at most once a second) the family's reads (account-cache-reads.ts) are written to
 * IndexedDB under the signed-in account's id, and a start without a connection puts the last
 * account's copy back into the cache. Only one account's copy is ever on the device: an account
 * signing in removes the others', and signing out removes its own (`clearAccountData`).
 */

const DB_NAME = 'neurobridge-cache';
const STORE = 'accounts';
/** Raised when what a record holds changes shape: an older record is not restored. */
const RECORD_VERSION = 1;
/** How long changes gather before one write. */
export const SAVE_THROTTLE_MS = 1_000;

export interface AccountRecord {
  version: number;
  userId: number;
  /** When it was written (ISO), for a person reading the device's storage. */
  savedAt: string;
  state: DehydratedState;
}

let opening: Promise<IDBPDatabase> | undefined;

function database(): Promise<IDBPDatabase> {
  opening ??= openDB(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
  // A browser without IndexedDB (or refusing it) keeps nothing; the next call tries again.
  opening.catch(() => (opening = undefined));
  return opening;
}

/** The savers running in this page, told when an account's copy is removed (never written again). */
const savers = new Set<(userId: number) => void>();
/** The way to stop each saver running in this page. */
const stops = new Set<() => void>();

/** Stops every saver of this page: nothing more is written (a test ends its page with it). */
export function stopKeepingAccountReads(): void {
  for (const stop of [...stops]) stop();
}

/** The copy kept for `userId`, if any. */
export async function readAccountRecord(userId: number): Promise<AccountRecord | undefined> {
  try {
    return (await (await database()).get(STORE, userId)) as AccountRecord | undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the account's copy from the device, and the last-account mark when it names the account
 * (docs/product.md#offline-play): the sign-out flow calls it, and nothing of the account is
 * written again by this page.
 */
export async function clearAccountData(userId: number): Promise<void> {
  for (const forget of savers) forget(userId);
  forgetLastAccount(userId);
  try {
    await (await database()).delete(STORE, userId);
  } catch {
    // nothing was kept
  }
}

/**
 * The kept reads that hold an answer, and nothing of a failed attempt (an error does not go to the
 * disk). A read whose later attempt failed keeps its last answer: a start whose server does not
 * answer shows the copy, and the copy's reads failing to refresh must not take them out of it.
 */
function snapshot(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.data !== undefined && isKeptRead(query.queryKey),
    shouldDehydrateMutation: () => false,
  });
  return {
    mutations: [],
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: 'success',
        error: null,
        errorUpdatedAt: 0,
        fetchFailureReason: null,
        fetchFailureCount: 0,
        fetchStatus: 'idle',
      },
    })),
  };
}

/**
 * Keeps the signed-in account's reads on the device while the page is open; answers the way to
 * stop. Kept reads also stay in memory for the whole visit (a library fetched in the background is
 * not dropped after five minutes unseen, so it stays in the copy). The page saves one account: the
 * first it sees signed in. When the session turns out to be another account's, or another tab
 * signs this one out (the mark goes), this page writes nothing more.
 */
export function keepAccountReads(client: QueryClient, userKey: QueryKey): () => void {
  for (const prefix of KEPT_READS) client.setQueryDefaults(prefix, { gcTime: Infinity });
  let account: number | undefined;
  let claimed = false;
  let stopped = false;
  let written = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cleared = new Set<number>();
  const forget = (userId: number) => cleared.add(userId);
  savers.add(forget);

  async function save() {
    timer = undefined;
    const user = client.getQueryData<{ id: number } | null>(userKey);
    if (stopped || !user?.id) return;
    account ??= user.id;
    if (user.id !== account || cleared.has(account)) return;
    if (!claimed) {
      claimed = true;
      markLastAccount(account);
      await removeOtherAccounts(account);
    } else if (lastAccount() !== account) {
      stopped = true;
      return;
    }
    const state = snapshot(client);
    const signature = state.queries.map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`).join('\n');
    if (signature === written) return;
    written = signature;
    const record: AccountRecord = {
      version: RECORD_VERSION,
      userId: account,
      savedAt: clock.now().toISOString(),
      state,
    };
    try {
      const db = await database();
      // Checked again at the write itself: a sign-out may have come while the database opened.
      if (cleared.has(account)) return;
      await db.put(STORE, record, account);
    } catch {
      written = '';
    }
  }

  const later = () => (timer ??= setTimeout(() => void save(), SAVE_THROTTLE_MS));
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (!stopped && isKeptRead(event.query.queryKey)) later();
  });
  // What the cache already holds (the session read that signed in) is kept too.
  later();
  const stop = () => {
    stopped = true;
    savers.delete(forget);
    stops.delete(stop);
    unsubscribe();
    if (timer) clearTimeout(timer);
  };
  stops.add(stop);
  return stop;
}

/** Only the account signed in now keeps a copy on the device. */
async function removeOtherAccounts(userId: number) {
  try {
    const db = await database();
    const keys = await db.getAllKeys(STORE);
    await Promise.all(keys.filter((key) => key !== userId).map((key) => db.delete(STORE, key)));
  } catch {
    // nothing was kept
  }
}

/**
 * Puts the last account's copy into the cache (a start without a connection, or with a server that
 * does not answer); answers whether there was one. Only the account marked as last signed in is
 * ever restored.
 */
export async function restoreLastAccount(client: QueryClient): Promise<boolean> {
  const userId = lastAccount();
  if (userId === undefined) return false;
  const record = await readAccountRecord(userId);
  if (!record || record.version !== RECORD_VERSION || record.userId !== userId) return false;
  hydrate(client, record.state);
  return true;
}
