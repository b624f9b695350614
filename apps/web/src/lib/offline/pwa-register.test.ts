import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptUpdate, pwaState, resetPwaState, type InstallPromptEvent } from './pwa';

// workbox-window (a third party) stands in as a fake that records what the page asks of it and
// lets the test fire its events.
const fake = vi.hoisted(() => ({
  instances: [] as {
    url: string;
    listeners: Map<string, ((event: object) => void)[]>;
    register: ReturnType<typeof vi.fn>;
    messageSkipWaiting: ReturnType<typeof vi.fn>;
    update: ReturnType<typeof vi.fn>;
  }[],
  registerFails: false,
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, ((event: object) => void)[]>();
    register = vi.fn(async () => {
      if (fake.registerFails) throw new Error('blocked');
      return {};
    });
    messageSkipWaiting = vi.fn();
    update = vi.fn(async () => {});
    constructor(public url: string) {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: (event: object) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
  },
}));

const { startPwa } = await import('./pwa-register');

function fire(type: string, event: object = {}) {
  for (const listener of fake.instances[0]!.listeners.get(type) ?? []) listener(event);
}

const reload = vi.fn();

beforeEach(() => {
  fake.instances.length = 0;
  fake.registerFails = false;
  resetPwaState();
  window.localStorage.clear();
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  reload.mockClear();
});
afterEach(() => {
  resetPwaState();
  vi.useRealTimers();
});

describe('registering the service worker', () => {
  it('registers /sw.js; a waiting version is applied only when the parent accepts, then the page reloads into it', async () => {
    await startPwa();
    const wb = fake.instances[0]!;
    expect(wb.url).toBe('/sw.js');
    expect(wb.register).toHaveBeenCalledTimes(1);

    fire('waiting');
    expect(pwaState().updateReady).toBe(true);
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled();
    acceptUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first version takes the page, and offers a reload when another tab updated', async () => {
    await startPwa();
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
    expect(pwaState().updateReady).toBe(false);

    fire('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    expect(pwaState().updateReady).toBe(true);
    acceptUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a browser that refuses the worker leaves the app as it was', async () => {
    fake.registerFails = true;
    await expect(startPwa()).resolves.toBeUndefined();
    expect(pwaState()).toEqual({ canInstall: false, updateReady: false });
  });

  it('keeps the install offer caught before it loaded, and those that come later', async () => {
    const early = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
    early.prompt = vi.fn(async () => {});
    await startPwa(early);
    expect(pwaState().canInstall).toBe(true);
    expect(early.defaultPrevented).toBe(true);

    resetPwaState();
    const later = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true);
    expect(pwaState().canInstall).toBe(true);
  });

  it('asks for a new version every hour while the page is open and online', async () => {
    vi.useFakeTimers();
    await startPwa();
    const wb = fake.instances[0]!;
    expect(wb.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60 * 60_000);
    expect(wb.update).toHaveBeenCalledTimes(1);
  });
});
