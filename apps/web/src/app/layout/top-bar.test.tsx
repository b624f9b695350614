import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
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

describe('on a phone the words sit behind "Menu" (docs/product.md#professional-screens)', () => {
  const professional = { ...sampleUser, role: 'professional' as const, is_professional: true };

  it('opens the list of links, closes with Escape (focus back on the button) or by following a link', async () => {
    renderAt('/professional-dashboard', professional);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Painel', 'Sessões', 'Relatórios', 'Atividades']);
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await userEvent.click(menu);
    await userEvent.click(within(document.getElementById(menu.getAttribute('aria-controls')!)!).getByText('Sessões'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await userEvent.click(document.body);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('a parent who is also a professional finds the area switch there too; a parent only has no menu', async () => {
    renderAt('/dashboard', { ...sampleUser, role: 'parent' as const, is_professional: true });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const list = document.getElementById(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: 'Área profissional' })).toHaveAttribute(
      'href',
      '/professional-dashboard',
    );
  });

  it('a parent only has no menu', () => {
    renderAt('/dashboard', sampleUser);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
