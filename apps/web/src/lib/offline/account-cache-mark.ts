/**
 * Which account was last signed in on this device (docs/product.md#offline-play): the one account
 * whose reads a start without a connection may restore. A plain module (no IndexedDB), so the data
 * layer can ask it while the app starts without loading the device cache's code.
 */
export const LAST_ACCOUNT_KEY = 'neurobridge.last-account';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage refused (a private window's policy): nothing is kept on the device.
    return undefined;
  }
}

/** The id of the account last signed in on this device, if any. */
export function lastAccount(): number | undefined {
  const id = Number(storage()?.getItem(LAST_ACCOUNT_KEY));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function markLastAccount(userId: number): void {
  storage()?.setItem(LAST_ACCOUNT_KEY, String(userId));
}

/** Forgets the mark when it names `userId` (another account's mark stays). */
export function forgetLastAccount(userId: number): void {
  if (lastAccount() === userId) storage()?.removeItem(LAST_ACCOUNT_KEY);
}
