import { useSyncExternalStore } from 'react';
import { paths } from '../config/paths';

/**
 * Child mode is the device's state, not the page's (docs/product.md#child-mode): a reload or an
 * edited URL finds it on and returns to the child's activity until the grown-up's exit ends it.
 * Kept per account, so another account signed in on the same device is not held in it, and
 * cleared on sign-out.
 */
export interface ChildModeState {
  /** Child mode's home: the activity page it was started on, a child's 'Meu dia' or a child's board (path and query). */
  path: string;
  /** Who plays there; null for nobody chosen. */
  childId: number | null;
}

const PREFIX = 'neurobridge.child-mode.';
const MY_DAY_PATH = /^\/child\/(\d+)\/meu-dia$/;
const ACTIVITY_PATH = /^\/activity\/(\d+)$/;

/** The child whose 'Meu dia' is child mode's home, or null when it was started on an activity. */
export function myDayChild(state: ChildModeState): number | null {
  const match = MY_DAY_PATH.exec(state.path);
  return match ? Number(match[1]) : null;
}

/**
 * The pages child mode allows (`here`: path and query; docs/product.md#child-mode). Started on an
 * activity, or on a child's board (docs/product.md#in-child-mode-and-offline): that page only. Started on a child's 'Meu dia' (docs/product.md#my-day): the day, the
 * child's shop, the child's board ('Minha prancha', docs/product.md#communication-board), and an
 * entry of the day played from it (`paths.myDayActivity` for that child, in its exact form).
 * Anything else returns to the home.
 */
export function childModeAllows(state: ChildModeState, here: string): boolean {
  if (here === state.path) return true;
  const childId = myDayChild(state);
  if (childId === null) return false;
  if (here === paths.childShop(childId) || here === paths.childBoard(childId)) return true;
  const [pathname = '', search = ''] = here.split('?', 2);
  const activity = ACTIVITY_PATH.exec(pathname);
  const entry = Number(new URLSearchParams(search).get('entry'));
  return (
    activity !== null &&
    Number.isSafeInteger(entry) &&
    entry > 0 &&
    here === paths.myDayActivity(Number(activity[1]), childId, entry)
  );
}

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

/**
 * Whether the account's child mode is on right now, outside React: a screen leaving child mode's
 * pages asks it before leaving the browser's full screen, which stays while the child moves between
 * the pages child mode allows.
 */
export function isChildModeOn(userId: number): boolean {
  return parse(read(userId)) !== null;
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
