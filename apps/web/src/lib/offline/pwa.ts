import { useSyncExternalStore } from 'react';

/**
 * The installable app as the page sees it (docs/product.md#offline-play): whether the browser
 * offers to install it, and whether a new version is waiting. lib/offline/pwa-register.ts fills it
 * in (production builds, after the page has loaded); the parent area's two prompts read it
 * (features/offline/). The rules of when each prompt shows are here, apart from the screens.
 */

/** Chrome's `beforeinstallprompt` event: the offer to install, kept until the parent answers it. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

export interface PwaState {
  /** The browser offers to install the app, and this device has not answered the offer yet. */
  canInstall: boolean;
  /** A new version is ready: it applies on the next start, or now when the parent accepts. */
  updateReady: boolean;
}

/** Set once the parent answers the install offer (either way): never offered again on this device. */
export const INSTALL_ANSWERED_KEY = 'neurobridge.install-answered';

let installEvent: InstallPromptEvent | null = null;
let applyUpdate: (() => void) | null = null;
let state: PwaState = { canInstall: false, updateReady: false };
const listeners = new Set<() => void>();

function set(next: Partial<PwaState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function installAnswered(): boolean {
  try {
    return window.localStorage.getItem(INSTALL_ANSWERED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Keeps the browser's install offer for the parent area's card (unless this device answered it). */
export function offerInstall(event: InstallPromptEvent): void {
  event.preventDefault();
  if (installAnswered()) return;
  installEvent = event;
  set({ canInstall: true });
}

/** The parent answered the offer ('Instalar' opens the browser's own dialog first): never again here. */
export async function answerInstall(install: boolean): Promise<void> {
  const event = installEvent;
  installEvent = null;
  try {
    window.localStorage.setItem(INSTALL_ANSWERED_KEY, install ? 'install' : 'not-now');
  } catch {
    // Storage refused (private mode): the offer goes away for this page only.
  }
  set({ canInstall: false });
  if (install && event) await event.prompt().catch(() => undefined);
}

/** A new version waits; `apply` makes it take over this page (and reloads it). */
export function updateReady(apply: () => void): void {
  applyUpdate = apply;
  set({ updateReady: true });
}

/** The parent accepted the new version. */
export function acceptUpdate(): void {
  const apply = applyUpdate;
  applyUpdate = null;
  set({ updateReady: false });
  apply?.();
}

export function pwaState(): PwaState {
  return state;
}

/** Re-renders when the install offer or the update comes or goes. */
export function usePwaState(): PwaState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pwaState,
    pwaState,
  );
}

/** The update notice shows when a version waits, but never while a game is open: it waits for the game to end. */
export function showUpdate(pwa: PwaState, gameOpen: boolean): boolean {
  return pwa.updateReady && !gameOpen;
}

/** The install card shows when the browser offers it, outside a game, and not beside the update notice. */
export function showInstall(pwa: PwaState, gameOpen: boolean): boolean {
  return pwa.canInstall && !gameOpen && !showUpdate(pwa, gameOpen);
}

/** Back to no offer and no update (tests). */
export function resetPwaState(): void {
  installEvent = null;
  applyUpdate = null;
  set({ canInstall: false, updateReady: false });
}
