import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { appRoutes, AppRoutes, preloadRoute, routeFirstData, routeReads } from './app/router';
import { startEarlyReads } from './lib/early-reads';
import './index.css';

// The server sends the prerendered landing page only to a browser without a session cookie; the
// app then takes over that markup instead of drawing the page again (docs/architecture.md,
// "Fast by construction").
const root = document.getElementById('root')!;
const prerendered = root.hasAttribute('data-prerendered');
// Any other page asks for its first data now, while its screen's code is still on the way (not
// offline: the screens read what the device keeps instead).
const routes = appRoutes();
if (!prerendered && navigator.onLine !== false) startEarlyReads(routeReads(routes, window.location));
const firstData = prerendered ? undefined : routeFirstData(routes, window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes signedOut={prerendered} firstData={firstData} />
    </BrowserRouter>
  </StrictMode>
);

// The installable app (lib/offline/pwa-register.ts) once the page has loaded and the browser is
// idle, out of the way of the first screen's code; the browser's install offer is kept until then
// (docs/product.md#offline-play).
if (import.meta.env.PROD) {
  let offer: Event | undefined;
  const keep = (event: Event) => {
    event.preventDefault();
    offer = event;
  };
  const start = () =>
    void import('./lib/offline/pwa-register').then((pwa) => {
      removeEventListener('beforeinstallprompt', keep);
      return pwa.startPwa(offer);
    });
  const idle = self.requestIdleCallback ?? ((run: () => void) => setTimeout(run));
  addEventListener('beforeinstallprompt', keep);
  addEventListener('load', () => idle(start, { timeout: 5000 }), { once: true });
}

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is drawn. Any page but the landing renders once its
// route's code is here (the document's own "Carregando..." shows meanwhile): a first render that
// waited on a screen's code would show React's loading fallback, and React holds back what replaces
// a fallback for 300 ms, each level of the route in turn. A chunk that fails to load still renders,
// into the route's error boundary.
if (prerendered) startTransition(() => void hydrateRoot(root, app));
else {
  void preloadRoute(routes, window.location.pathname)
    .catch(() => {})
    .then(() => startTransition(() => createRoot(root).render(app)));
}
