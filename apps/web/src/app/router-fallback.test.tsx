import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { renderRoute } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// React Router warns once per module: this file renders the app for the first time.
it('loads the first lazy screen without a HydrateFallback warning, showing the loading text', async () => {
  const warn = vi.spyOn(console, 'warn');
  stubFetch({ 'GET /api/users/me': () => ({ status: 401, body: {} }) });
  renderRoute('/sobre');
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  expect(await screen.findByRole('heading', { name: 'Créditos' })).toBeInTheDocument();
  expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
});
