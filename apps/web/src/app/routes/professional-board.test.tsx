import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
afterEach(() => vi.unstubAllGlobals());

/** A board as the server answers it (with the cell's photo and voice, none here). */
const HOME = {
  id: 1,
  name: 'Principal',
  rows: 2,
  cols: 2,
  updated_at: '2026-11-28T10:00:00.000Z',
  cells: [
    {
      row: 0,
      col: 0,
      label: 'quero',
      phrase: null,
      word_class: 'action',
      picture: null,
      opens_board_id: null,
      photo_id: null,
      voice_id: null,
    },
  ],
};

describe('/professional/child/{id}/prancha (docs/product.md#what-the-board-tells)', () => {
  it("a professional with access opens the child's board from the child's page, uses and edits it, and goes back", async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/children/10/boards': () => ({ body: { boards: [HOME] } }),
      'POST /api/children/10/boards/uses': () => ({ body: { counted: 1 } }),
    });
    const view = renderRoute('/professional/child/10');
    await userEvent.click(await screen.findByRole('link', { name: 'Prancha' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prancha de Lia' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/professional/child/10/prancha');
    // A word tapped and the sentence said are counted for the child, sent with 'Falar'.
    await userEvent.click(screen.getByRole('button', { name: 'quero' }));
    await userEvent.click(screen.getByRole('button', { name: 'Falar' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/children/10/boards/uses')).toHaveLength(1),
    );
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/api/children/10/boards/uses')!;
    expect(sent.body).toMatchObject({ taps: [{ label: 'quero' }], sentences: [{ text: 'quero' }] });
    expect(sent.idempotencyKey).toBeTruthy();
    // The same screen as the parent's: editing is there.
    await userEvent.click(screen.getByRole('button', { name: 'Editar prancha' }));
    expect(screen.getByRole('button', { name: 'Editar quero' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Voltar à página da criança' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/professional/child/10'));
  });

  it('a child without access: not found, with the way back', async () => {
    stubSignedInProfessional({
      'GET /api/professional/children/10/summary': () => ({ status: 404, body: { error: 'Criança não encontrada.' } }),
    });
    renderRoute('/professional/child/10/prancha');
    expect(await screen.findByText('Criança não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar à página da criança' })).toHaveAttribute(
      'href',
      '/professional/child/10',
    );
  });
});
