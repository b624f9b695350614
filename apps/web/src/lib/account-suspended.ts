/**
 * The notice of a suspended account (docs/product.md#suspension): the server refuses its requests
 * with 403 `ACCOUNT_SUSPENDED` and the text to show, which is kept for this tab (a reload shows it
 * again) until the next sign-in.
 */
const KEY = 'nb-account-suspended';

export function rememberSuspension(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage refused (private mode): the page still goes to the notice, with its own text.
  }
}

export function suspensionNotice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetSuspension(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
