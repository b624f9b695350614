import { act, screen } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { AppRoutes } from './router';

const RENDER_HTML = join(import.meta.dirname, '../../build/render-html.mjs');

const annual = {
  id: 'annual',
  name: 'Plano Anual',
  months: 12,
  price: 396,
  monthlyPrice: 33,
  enabled: true,
  duration: '',
  originalPrice: 0,
  discount: 0,
  savings: 0,
  period: '',
  description: '',
  popular: false,
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * The markup exactly as the build writes it: rendered by build/render-html.mjs in a Node process
 * of its own, as after `vite build` (rendering it here would share React's contexts with the
 * browser side of the test).
 */
function prerendered(): { landing: string; shell: string } {
  const script = `import(${JSON.stringify(RENDER_HTML)}).then((m) => m.renderHtml()).then((h) => process.stdout.write(JSON.stringify(h)))`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as { landing: string; shell: string };
}

it(
  'prerenders the landing page, which the app takes over as it is, asking for no session',
  { timeout: 20_000 },
  async () => {
    const html = prerendered().landing;
    for (const text of ['Começar grátis', '7 dias grátis para experimentar', 'Garantia de 7 dias após o pagamento.']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Carregando...');

    const { calls } = stubFetch({
      'GET /api/subscription/plans': () => ({ body: { annual } }),
      'GET /api/app-info': () => ({ body: { devSignIn: false, production: true, supportEmail: null } }),
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const problems: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <MemoryRouter initialEntries={['/']}>
            <AppRoutes signedOut />
          </MemoryRouter>
        </StrictMode>,
        { onRecoverableError: (error) => problems.push(error) },
      );
    });
    // No plan is enabled: the client's fallback price is quoted once the plans have loaded.
    expect(await screen.findByText(/A partir de R\$/)).toBeInTheDocument();
    expect(problems).toEqual([]);
    // The very element the server rendered is still there: hydrated, not drawn again.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(calls.map((c) => c.path)).not.toContain('/api/users/me');
  },
);

it("prerenders the other pages' first paint: the app's loading text", { timeout: 20_000 }, () => {
  expect(prerendered().shell).toMatch(/role="status".*Carregando\.\.\./);
});
