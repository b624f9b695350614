import type { BoardPhrasesPage, BoardUses } from '@neurobridge/shared/api/board-uses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { BoardUsesSection, dayLabel } from './board-uses';

afterEach(() => vi.unstubAllGlobals());

const BASE = '/api/children/10/boards';
const USES: BoardUses = {
  days: [
    {
      day: '2026-06-10',
      words: [
        { label: 'quero', count: 3 },
        { label: 'água', count: 1 },
      ],
    },
    { day: '2026-06-08', words: [{ label: 'mais', count: 2 }] },
  ],
  top: [
    { label: 'quero', count: 3 },
    { label: 'mais', count: 2 },
    { label: 'água', count: 1 },
  ],
};
const PHRASES: BoardPhrasesPage = {
  phrases: [{ id: 4, text: 'eu quero água', said_at: '2026-06-10T15:00:00.000Z' }],
  next_cursor: null,
};

/** The section's reads, with 'Guardar frases' as given; `extra` answers the writes. */
function stub(savePhrases: boolean, extra: Record<string, Handler> = {}, uses: BoardUses = USES) {
  let on = savePhrases;
  let phrases = PHRASES;
  return stubFetch({
    [`GET ${BASE}/uses`]: () => ({ body: uses }),
    [`GET ${BASE}/settings`]: () => ({ body: { save_phrases: on } }),
    [`GET ${BASE}/phrases`]: () => ({ body: on ? phrases : { phrases: [], next_cursor: null } }),
    [`PUT ${BASE}/settings`]: (init) => {
      on = (JSON.parse(String(init!.body)) as { save_phrases: boolean }).save_phrases;
      if (!on) phrases = { phrases: [], next_cursor: null };
      return { body: { save_phrases: on } };
    },
    [`DELETE ${BASE}/phrases`]: () => {
      phrases = { phrases: [], next_cursor: null };
      return { status: 204 };
    },
    ...extra,
  });
}

describe('BoardUsesSection (docs/product.md#what-the-board-tells)', () => {
  it('shows the most used words with their counts and each day in a table, in words, not colour', async () => {
    const { calls } = stub(false);
    renderPart(<BoardUsesSection childId={10} owner />);
    expect(await screen.findByRole('heading', { name: 'Palavras mais usadas (7 dias)' })).toBeInTheDocument();
    const top = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(top).toEqual(['quero — 3 vezes', 'mais — 2 vezes', 'água — 1 vez']);
    const table = screen.getByRole('table', { name: /Palavras tocadas na prancha em cada dia/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      `${dayLabel('2026-06-10')}quero (3), água (1)`,
      `${dayLabel('2026-06-08')}mais (2)`,
    ]);
    expect(dayLabel('2026-06-10')).toBe('qua., 10/06');
    expect(calls.find((c) => c.path === `${BASE}/uses`)!.query).toBe('days=7');
    await expectNoSeriousA11yViolations(document.body);
  });

  it('says so when no word was used this week', async () => {
    stub(false, {}, { days: [], top: [] });
    renderPart(<BoardUsesSection childId={10} owner />);
    expect(await screen.findByText('Nenhuma palavra usada na prancha nesta semana.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed read says so, and Tentar novamente reads again', async () => {
    let fail = true;
    stub(false, {
      [`GET ${BASE}/uses`]: () => (fail ? { status: 500, body: { error: 'Erro interno.' } } : { body: USES }),
    });
    renderPart(<BoardUsesSection childId={10} owner />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o uso da prancha.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Palavras mais usadas (7 dias)' })).toBeInTheDocument();
  });

  it("the parent turns 'Guardar frases' on, sees the sentences and may delete them, asked first", async () => {
    const { calls } = stub(false);
    renderPart(<BoardUsesSection childId={10} owner />);
    const toggle = await screen.findByRole('switch', { name: 'Guardar frases' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Desligado: guardamos só quantas vezes cada palavra foi tocada\./);
    expect(screen.queryByRole('heading', { name: 'Últimas frases' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ save_phrases: true });
    expect(await screen.findByText('“eu quero água”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apagar frases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apagar as frases guardadas?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apagar frases' }));
    expect(await screen.findByText('Nenhuma frase guardada ainda.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('turning it off asks first; Cancelar leaves it on, confirming turns it off and the sentences go', async () => {
    const { calls } = stub(true);
    renderPart(<BoardUsesSection childId={10} owner />);
    expect(await screen.findByText('“eu quero água”')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Guardar frases' });
    await userEvent.click(toggle);
    let dialog = await screen.findByRole('dialog', { name: 'Desligar e apagar as frases guardadas?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(toggle).toBeChecked();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Desligar e apagar as frases guardadas?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desligar e apagar' }));
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ save_phrases: false });
    expect(screen.queryByText('“eu quero água”')).not.toBeInTheDocument();
  });

  it('a professional sees the sentences kept, without the switch nor Apagar frases, and opens the board', async () => {
    stub(true);
    renderPart(<BoardUsesSection childId={10} owner={false} boardLink="/professional/child/10/prancha" />);
    expect(await screen.findByText('“eu quero água”')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apagar frases' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prancha' })).toHaveAttribute('href', '/professional/child/10/prancha');
    await expectNoSeriousA11yViolations(document.body);
  });
});
