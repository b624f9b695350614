import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser, stubFetch } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { TopBar } from './top-bar';

afterEach(() => vi.unstubAllGlobals());

function renderAt(path: string, user: typeof sampleUser) {
  stubFetch({ 'GET /api/users/me': () => ({ body: user }) });
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <TopBar user={user} />
    </MemoryRouter>,
  );
}

describe('the top bar of a parent who is also a professional (docs/product.md#onboarding)', () => {
  const both = { ...sampleUser, role: 'parent' as const, is_professional: true };

  it("in the family's area: the parent's menu and a link to the professional area", () => {
    renderAt('/dashboard', both);
    expect(screen.getByRole('link', { name: 'Área profissional' })).toHaveAttribute('href', '/professional-dashboard');
    expect(screen.queryByRole('link', { name: 'Sessões' })).not.toBeInTheDocument();
  });

  it("in the professional area: the professional's menu and a link back to the family's", () => {
    renderAt('/professional/sessions', both);
    expect(screen.getByRole('link', { name: 'Área da família' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Sessões' })).toBeInTheDocument();
  });

  it('a parent only, or a professional only, has no switch', () => {
    renderAt('/dashboard', sampleUser);
    expect(screen.queryByTestId('area-switch')).not.toBeInTheDocument();
  });
});
