import { offerInstall, updateReady, type InstallPromptEvent } from './pwa';

/**
 * Registers the app's service worker (src/sw.ts; docs/product.md#offline-play). main.tsx loads this
 * module once the page has loaded, in production builds only, so neither the entry nor the first
 * paint waits for it. A browser that refuses the worker (a private window, a test that blocks
 * workers) runs the app online as before. A new version found in the background waits; the parent
 * area shows 'Nova versão disponível — atualizar', and accepting it hands the page to the new
 * worker and reloads. Without that, the new version applies on the next start.
 */

/** How often an open page asks whether a new version exists (the browser also asks on each start). */
export const UPDATE_CHECK_MS = 60 * 60_000;

function reload() {
  window.location.reload();
}

/** `early`: an install offer main.tsx caught before this module loaded. */
export async function startPwa(early?: Event): Promise<void> {
  if (early) offerInstall(early as InstallPromptEvent);
  window.addEventListener('beforeinstallprompt', (event) => offerInstall(event as InstallPromptEvent));
  if (!('serviceWorker' in navigator)) return;

  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  let accepted = false;
  wb.addEventListener('waiting', () => {
    updateReady(() => {
      accepted = true;
      wb.messageSkipWaiting();
    });
  });
  wb.addEventListener('controlling', (event) => {
    // This page asked for the new version: it reloads into it.
    if (accepted) reload();
    // Another tab did: this page still runs the old code, so the notice offers a reload.
    else if (event.isUpdate) updateReady(reload);
  });

  try {
    await wb.register({ immediate: true });
  } catch {
    return;
  }
  const check = () => {
    if (navigator.onLine !== false && document.visibilityState === 'visible') void wb.update().catch(() => {});
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', check);
}
