import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sampleProChild,
  sampleProSession,
  stubSignedInProfessional,
} from '../../features/professional/professional-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const sessionQueries = (calls: { path: string; query?: string }[]) =>
  calls.filter((c) => c.path === '/api/professional/sessions').map((c) => c.query);

describe('/professional/sessions', () => {
  it('lists the sessions and loads the next page with the cursor', async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/sessions': (_init, url) =>
        url.searchParams.get('cursor') === '21'
          ? { body: { sessions: [sampleProSession(3)], next_cursor: null } }
          : { body: { sessions: [sampleProSession(22), sampleProSession(21)], next_cursor: '21' } },
    });
    const { container } = renderRoute('/professional/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessões' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Ver sessão de 22/11/2026 com Lia' })).toHaveAttribute(
      'href',
      '/professional/session/22',
    );
    expect(screen.getByRole('link', { name: 'Nova sessão' })).toHaveAttribute('href', '/professional/session/new');
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByRole('link', { name: 'Ver sessão de 03/11/2026 com Lia' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(sessionQueries(calls)).toEqual(['limit=20', 'limit=20&cursor=21']);
  });

  it('sends the filters as query parameters, and says when nothing matches', async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/children': () => ({ body: [sampleProChild(), sampleProChild({ id: 11, name: 'Théo' })] }),
      'GET /api/professional/sessions': (_init, url) =>
        url.searchParams.has('child_id')
          ? { body: { sessions: [], next_cursor: null } }
          : { body: { sessions: [sampleProSession(22)], next_cursor: null } },
    });
    const { router } = renderRoute('/professional/sessions');
    await screen.findByRole('link', { name: 'Ver sessão de 22/11/2026 com Lia' });
    await userEvent.selectOptions(await screen.findByLabelText('Criança'), '11');
    expect(await screen.findByText('Nenhuma sessão encontrada para estes filtros.')).toBeInTheDocument();
    // A new session from a filtered list is for that child.
    expect(screen.getByRole('link', { name: 'Nova sessão' })).toHaveAttribute(
      'href',
      '/professional/session/new?child=11',
    );
    await userEvent.type(screen.getByLabelText('De'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Até'), '2026-11-30');
    await waitFor(() => expect(sessionQueries(calls)).toContain('limit=20&child_id=11&from=2026-11-01&to=2026-11-30'));
    expect(router.state.location.search).toBe('?child=11&from=2026-11-01&to=2026-11-30');
  });

  it('reads the filters from the address', async () => {
    const { calls } = stubSignedInProfessional();
    renderRoute('/professional/sessions?child=10&from=2026-11-01');
    expect(await screen.findByText('Nenhuma sessão encontrada para estes filtros.')).toBeInTheDocument();
    expect(sessionQueries(calls)).toEqual(['limit=20&child_id=10&from=2026-11-01']);
    expect(await screen.findByLabelText('Criança')).toHaveValue('10');
  });

  it('without sessions or filters: "Nenhuma sessão registrada ainda."', async () => {
    stubSignedInProfessional();
    renderRoute('/professional/sessions');
    expect(await screen.findByText('Nenhuma sessão registrada ainda.')).toBeInTheDocument();
  });

  it("a refused filter shows the server's message", async () => {
    stubSignedInProfessional({
      'GET /api/professional/sessions': () => ({
        status: 400,
        body: { error: 'Período inválido: a data inicial é depois da final.' },
      }),
    });
    renderRoute('/professional/sessions?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Período inválido: a data inicial é depois da final.');
  });
});
