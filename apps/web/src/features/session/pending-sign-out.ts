/**
 * A sign-out the server has not heard of yet (docs/product.md#offline-play). The session cookie is
 * HttpOnly, so a page cannot clear it: signing out without a connection (or while the server
 * fails) clears the device's data and remembers here that the server session must still end. Until
 * it has, the device counts as signed out (`getUser` answers null), and the next start with a
 * connection ends the server session before anything signed-in shows. Signing in again forgets it.
 */

const KEY = 'neurobridge.pending-sign-out';

export function rememberSignOut(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, full): the server session lives on until it expires.
  }
}

export function forgetSignOut(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

export function signOutPending(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
