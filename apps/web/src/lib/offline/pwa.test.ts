import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptUpdate,
  answerInstall,
  INSTALL_ANSWERED_KEY,
  offerInstall,
  pwaState,
  resetPwaState,
  showInstall,
  showUpdate,
  updateReady,
  type InstallPromptEvent,
} from './pwa';

function installEvent() {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  event.prompt = vi.fn(async () => ({ outcome: 'accepted' }));
  return event;
}

beforeEach(() => {
  window.localStorage.clear();
  resetPwaState();
});
afterEach(() => resetPwaState());

describe('the update notice', () => {
  it('shows when a new version waits, but never while a game is open: it waits for the game to end', () => {
    const waiting = { canInstall: false, updateReady: true };
    expect(showUpdate(waiting, false)).toBe(true);
    expect(showUpdate(waiting, true)).toBe(false);
    expect(showUpdate({ canInstall: false, updateReady: false }, false)).toBe(false);
  });

  it('applies the waiting version once, when the parent accepts it', () => {
    const apply = vi.fn();
    updateReady(apply);
    expect(pwaState().updateReady).toBe(true);
    acceptUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(pwaState().updateReady).toBe(false);
    acceptUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
  });
});

describe('the install offer', () => {
  it('keeps the browser its own bar and offers the card, outside a game and not beside the update notice', () => {
    const event = installEvent();
    offerInstall(event);
    expect(event.defaultPrevented).toBe(true);
    expect(pwaState().canInstall).toBe(true);
    expect(showInstall(pwaState(), false)).toBe(true);
    expect(showInstall(pwaState(), true)).toBe(false);
    expect(showInstall({ canInstall: true, updateReady: true }, false)).toBe(false);
    // During a game the update waits, and so does the card.
    expect(showInstall({ canInstall: true, updateReady: true }, true)).toBe(false);
  });

  it("'Instalar' opens the browser's dialog; after it the device is never asked again", async () => {
    const event = installEvent();
    offerInstall(event);
    await answerInstall(true);
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(pwaState().canInstall).toBe(false);
    expect(window.localStorage.getItem(INSTALL_ANSWERED_KEY)).toBe('install');

    const again = installEvent();
    offerInstall(again);
    expect(again.defaultPrevented).toBe(true);
    expect(pwaState().canInstall).toBe(false);
  });

  it("'Agora não' closes it for good on this device, without the browser's dialog", async () => {
    const event = installEvent();
    offerInstall(event);
    await answerInstall(false);
    expect(event.prompt).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(INSTALL_ANSWERED_KEY)).toBe('not-now');
    offerInstall(installEvent());
    expect(pwaState().canInstall).toBe(false);
  });
});
