import { useSyncExternalStore } from 'react';

/**
 * Child mode is the device's state, not the page's (docs/product.md#child-mode): a reload or an
 * edited URL finds it on and returns to the child's activity until the grown-up's exit ends it.
 * Kept per account, so another account signed in on the same device is not held in it, and
 * cleared on sign-out.
 */
export interface ChildModeState {
  /** The activity page child mode was started on (path and query). */
  path: string;
  /** Who plays there; null for nobody chosen. */
  childId: number | null;
}

const PREFIX = 'neurobridge.child-mode.';
const listeners = new Set<() => void>();
const keyFor = (userId: number) => `${PREFIX}${userId}`;

function notify() {
  for (const listener of listeners) listener();
}

function read(userId: number | undefined): string | null {
  if (userId === undefined) return null;
  try {
    return window.localStorage.getItem(keyFor(userId));
  } catch {
    return null;
  }
}

function parse(raw: string | null): ChildModeState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ChildModeState>;
    // Only a path of this app: a stored value is never a way to another site.
    if (typeof value.path !== 'string' || !value.path.startsWith('/') || value.path.startsWith('//')) return null;
    return { path: value.path, childId: typeof value.childId === 'number' ? value.childId : null };
  } catch {
    return null;
  }
}

function write(action: () => void) {
  try {
    action();
  } catch {
    // Storage refused (private mode, full): child mode lasts for the page only.
  }
  notify();
}

export function startChildMode(userId: number, state: ChildModeState) {
  write(() => window.localStorage.setItem(keyFor(userId), JSON.stringify(state)));
}

export function endChildMode(userId: number) {
  write(() => window.localStorage.removeItem(keyFor(userId)));
}

/** Sign-out ends child mode for every account of the device. */
export function endEveryChildMode() {
  write(() => {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(PREFIX));
    for (const key of keys) window.localStorage.removeItem(key);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the device started or ended it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The account's child mode on this device, or null when it is off. */
export function useChildMode(userId: number | undefined): ChildModeState | null {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(userId),
    () => null,
  );
  return parse(raw);
}
