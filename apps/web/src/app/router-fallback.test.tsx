import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { renderRoute } from '../test/render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// This file renders the app for the first time, so no screen's code is loaded yet.
it('shows the loading text while the first screen loads, then the screen, without warnings', async () => {
  const warn = vi.spyOn(console, 'warn');
  const error = vi.spyOn(console, 'error');
  stubFetch({ 'GET /api/users/me': () => ({ status: 401, body: {} }) });
  renderRoute('/sobre');
  expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
  expect(await screen.findByRole('heading', { name: 'Créditos' })).toBeInTheDocument();
  expect(warn).not.toHaveBeenCalled();
  expect(error).not.toHaveBeenCalled();
});
