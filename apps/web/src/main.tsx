import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { appRoutes, AppRoutes, routeReads } from './app/router';
import { startEarlyReads } from './lib/early-reads';
import './index.css';

// The server sends the prerendered landing page only to a browser without a session cookie; the
// app then takes over that markup instead of drawing the page again (docs/architecture.md,
// "Fast by construction").
const root = document.getElementById('root')!;
const prerendered = root.hasAttribute('data-prerendered');
// Any other page asks for its first data now, while its screen's code is still on the way.
if (!prerendered) startEarlyReads(routeReads(appRoutes(), window.location));
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes signedOut={prerendered} />
    </BrowserRouter>
  </StrictMode>
);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is drawn.
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
