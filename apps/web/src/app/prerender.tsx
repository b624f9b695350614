import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { messages } from '../locales/pt-BR/messages';
import { appRoutes, AppRoutes, preloadRoute } from './router';

// The landing page's chunks, loaded while this module loads: the build imports it once and may
// load nothing afterwards.
await preloadRoute(appRoutes({ signedOut: true }), '/');

/**
 * What the build writes into the HTML documents (apps/web/build/post-build.mjs; docs/architecture.md,
 * "Fast by construction"), rendered by the same components the app uses, so the texts stay in
 * their catalogues and the browser takes the markup over unchanged.
 */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** `/` as a visitor without a session sees it first: the landing page, before any data arrives. */
export function renderLanding(): Promise<string> {
  return html(
    <StrictMode>
      <StaticRouter location="/">
        <AppRoutes signedOut />
      </StaticRouter>
    </StrictMode>,
  );
}

/** Every other page's first paint while its code loads: the app's own loading text. */
export function renderShell(): Promise<string> {
  return html(<Spinner label={messages.common.loading} />);
}
