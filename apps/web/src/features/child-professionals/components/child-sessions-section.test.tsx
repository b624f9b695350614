import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { sampleSession } from '../child-professionals-stubs';
import { ChildSessionsSection } from './child-sessions-section';

afterEach(() => vi.unstubAllGlobals());

/** The server's paging: `limit` sessions after the `cursor` one. */
function pagesOf(sessions: ReturnType<typeof sampleSession>[]): Handler {
  return (_init, url) => {
    const limit = Number(url.searchParams.get('limit'));
    const cursor = url.searchParams.get('cursor');
    const start = cursor === null ? 0 : sessions.findIndex((s) => String(s.id) === cursor) + 1;
    const page = sessions.slice(start, start + limit);
    return { body: { sessions: page, next_cursor: start + limit < sessions.length ? String(page.at(-1)!.id) : null } };
  };
}

function renderSection(handler: Handler) {
  const stub = stubFetch({ 'GET /api/children/10/sessions': handler });
  const view = renderWithProviders(
    <MemoryRouter>
      <ChildSessionsSection childId={10} />
    </MemoryRouter>,
  );
  return { ...stub, ...view };
}

describe('Sessões com profissionais, on the child page', () => {
  it('lists date, type, duration, professional and notes, and loads 10 more at a time', async () => {
    const all = Array.from({ length: 12 }, (_, i) => sampleSession(12 - i));
    all[0] = sampleSession(12, { session_type: 'assessment', duration_minutes: 30, session_notes: null });
    const { calls, container } = renderSection(pagesOf(all));
    const list = await screen.findByTestId('child-sessions');
    let rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('12/11/2026 · Avaliação · 30 min');
    expect(rows[0]).toHaveTextContent('Bruna Lima');
    expect(rows[1]).toHaveTextContent('11/11/2026 · Individual · 45 min');
    expect(rows[1]).toHaveTextContent('Notas 11');
    // Each session's trials, which the parent may record too (docs/product.md#session-trials).
    expect(within(rows[0]!).getByRole('link', { name: 'Tentativas da sessão de 12/11/2026' })).toHaveAttribute(
      'href',
      '/child/10/sessoes/12/tentativas',
    );
    await expectNoSeriousA11yViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await screen.findByText('Notas 1');
    rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(calls.map((c) => c.query)).toEqual(['limit=10', 'limit=10&cursor=3']);
  });

  it('says so when no session was logged', async () => {
    renderSection(pagesOf([]));
    expect(await screen.findByText('Nenhuma sessão registrada ainda.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('a failed load shows the error with a retry', async () => {
    let fail = true;
    renderSection((init, url) => (fail ? { status: 400, body: {} } : pagesOf([sampleSession(1)])(init, url)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as sessões.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Notas 1')).toBeInTheDocument();
  });
});
