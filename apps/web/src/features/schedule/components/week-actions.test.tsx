import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDevice, freshDevice } from '../../../lib/offline/result-queue-fakes';
import { queuedItems, refusedItems, sendQueue } from '../../../lib/offline/result-queue';
import { setClock } from '../../../lib/clock';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { sampleEntry, sampleReward, stubWeek } from '../schedule-stubs';

beforeEach(freshDevice);
afterEach(closeDevice);

const posts = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path);

describe('the week: add, complete, remove, print', () => {
  it(
    'adds an activity to a slot: the first 8 unlocked, a search for the rest, once for a double click',
    { timeout: 20_000 },
    async () => {
      const { gate, release } = gated();
      const { calls } = stubWeek({
        'POST /api/children/10/schedule': async (init) => {
          await gate;
          const body = JSON.parse(String(init!.body));
          return {
            status: 201,
            body: sampleEntry({
              id: 50,
              activity_id: body.activity_id,
              activity_title: 'Atividade 10',
              day_of_week: 3,
              time_slot: 'afternoon',
            }),
          };
        },
      });
      const { container } = renderRoute('/child/10/schedule');
      await userEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade em Quarta, Tarde' }));
      const dialog = await screen.findByRole('dialog', { name: 'Adicionar atividade — Quarta, Tarde' });
      const list = () => within(dialog).getAllByRole('listitem');
      await waitFor(() => expect(list()).toHaveLength(8));
      expect(dialog).toHaveTextContent('Mostrando 8 de 10 atividades.');
      expect(dialog).not.toHaveTextContent('Atividade trancada');
      expect(dialog).toHaveTextContent('Atividades bloqueadas no plano atual não podem ser adicionadas');
      await expectNoSeriousA11yViolations(container);
      await userEvent.type(within(dialog).getByLabelText('Buscar atividade'), 'atividade 10');
      expect(list()).toHaveLength(1);
      const choice = within(dialog).getByRole('button', { name: /^Atividade 10,/ });
      fireEvent.click(choice);
      fireEvent.click(choice);
      await waitFor(() => expect(choice).toHaveAttribute('aria-busy', 'true'));
      release();
      expect(await screen.findByText('“Atividade 10” adicionada em Quarta, Tarde.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const added = posts(calls, '/api/children/10/schedule');
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({ body: { activity_id: 10, day_of_week: 3, time_slot: 'afternoon' } });
      expect((added[0] as { idempotencyKey?: string }).idempotencyKey).toBeTruthy();
      expect(within(screen.getByTestId('slot-3-afternoon')).getByText('Atividade 10')).toBeInTheDocument();
    },
  );

  it("a refused add shows the server's pt-BR error in the dialog", async () => {
    stubWeek({
      'POST /api/children/10/schedule': () => ({ status: 400, body: { error: 'Este período já tem 3 atividades.' } }),
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade em Segunda, Manhã' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Atividade 1,/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este período já tem 3 atividades.');
  });

  it('a double click completes an entry once and celebrates the reward it earned', async () => {
    const { gate, release } = gated();
    let rewards = [sampleReward(1)];
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 4 })] }),
      'GET /api/children/10/rewards': () => ({ body: rewards }),
      'POST /api/children/10/schedule/4/complete': async () => {
        await gate;
        const earned = sampleReward(2, { reward_icon: '🌞', reward_title: 'Dia completo' });
        rewards = [earned, ...rewards];
        return {
          body: { entry: sampleEntry({ id: 4, is_completed: true, streak_count: 1 }), new_rewards: [earned], stars: 0 },
        };
      },
    });
    renderRoute('/child/10/schedule');
    const entry = await screen.findByTestId('schedule-entry');
    await userEvent.dblClick(entry);
    await userEvent.dblClick(entry);
    release();
    expect(await screen.findByTestId('reward-celebration')).toHaveTextContent('Nova conquista: Dia completo!');
    expect(entry).toHaveTextContent('Feita');
    expect(entry).toHaveTextContent('1 semana seguida');
    expect(await screen.findByText('Dia completo', { selector: 'p' })).toBeInTheDocument();
    const [tick] = posts(calls, '/api/children/10/schedule/4/complete') as {
      body?: unknown;
      idempotencyKey?: string;
    }[];
    expect(tick!.body).toEqual({ completed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(tick!.idempotencyKey).toBeTruthy();
    expect(await queuedItems(1)).toEqual([]);
    expect(screen.getByTestId('week-summary')).toHaveTextContent('Campeão da semana!');
    // A second double click on a done entry sends nothing.
    await userEvent.dblClick(entry);
    expect(posts(calls, '/api/children/10/schedule/4/complete')).toHaveLength(1);
    await userEvent.click(within(screen.getByTestId('reward-celebration')).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByTestId('reward-celebration')).not.toBeInTheDocument();
  });

  it('completes an entry from its options with the keyboard alone', async () => {
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 4 })] }),
      'POST /api/children/10/schedule/4/complete': () => ({
        body: { entry: sampleEntry({ id: 4, is_completed: true }), new_rewards: [], stars: 0 },
      }),
    });
    renderRoute('/child/10/schedule');
    const options = await screen.findByRole('button', { name: 'Opções de Como eles se sentem?, Segunda, Manhã' });
    options.focus();
    await userEvent.keyboard('{Enter}');
    expect(options).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Marcar como feita' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('“Como eles se sentem?” marcada como feita.')).toBeInTheDocument();
    expect(posts(calls, '/api/children/10/schedule/4/complete')).toHaveLength(1);
    // The options close with the keyboard back on their button; opened again they say it is done.
    await waitFor(() => expect(options).toHaveFocus());
    expect(options).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Já foi feita nesta semana')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(options).toHaveAttribute('aria-expanded', 'false');
  });

  it('removes an entry after a confirmation, once for a double click', async () => {
    const { gate, release } = gated();
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 4 })] }),
      'DELETE /api/children/10/schedule/4': async () => {
        await gate;
        return { status: 204 };
      },
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await screen.findByRole('button', { name: /^Opções de Como eles se sentem\?/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover do cronograma' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover “Como eles se sentem?”?' });
    expect(dialog).toHaveTextContent('Segunda, Manhã');
    const confirm = within(dialog).getByRole('button', { name: 'Remover' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    release();
    expect(await screen.findByText('Atividade removida do cronograma.')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-entry')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("'Imprimir semana (PDF)' saves the server's file through an object URL, with the cookie", async () => {
    const { fn } = stubWeek();
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/children/10/schedule/pdf') {
        return new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="semana_lia.pdf"',
          },
        });
      }
      return fn(input, init);
    });
    vi.stubGlobal('fetch', fetchMock);
    const createUrl = vi.fn(() => 'blob:semana');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir semana (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['semana_lia.pdf blob:semana']));
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/children/10/schedule/pdf');
    expect(call?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('a failed printable week says so', async () => {
    stubWeek({ 'GET /api/children/10/schedule/pdf': () => ({ status: 500, body: { error: 'x' } }) });
    renderRoute('/child/10/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir semana (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível gerar o PDF da semana. Tente novamente.',
    );
  });
});

describe('ticking the week through the queue on the device (docs/product.md#offline-play)', () => {
  it("offline: done at once and 'Aguardando envio'; sent with the moment it was ticked when the connection returns", async () => {
    let done = false;
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({
        body: [sampleEntry({ id: 4, is_completed: done, streak_count: done ? 1 : 0 })],
      }),
      'POST /api/children/10/schedule/4/complete': () => {
        done = true;
        return {
          body: { entry: sampleEntry({ id: 4, is_completed: true, streak_count: 1 }), new_rewards: [], stars: 0 },
        };
      },
    });
    const { container } = renderRoute('/child/10/schedule');
    const entry = await screen.findByTestId('schedule-entry');
    setClock('2026-11-24T13:00:00.000Z');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.dblClick(entry);
    expect(entry).toHaveTextContent('Feita');
    expect(await within(entry).findByText('Aguardando envio')).toBeInTheDocument();
    expect(screen.getByTestId('week-summary')).toHaveTextContent('Campeão da semana!');
    expect(posts(calls, '/api/children/10/schedule/4/complete')).toHaveLength(0);
    const [kept] = await queuedItems(1);
    expect(kept).toMatchObject({ kind: 'tick', childId: 10, entryId: 4, completedAt: '2026-11-24T13:00:00.000Z' });
    await expectNoSeriousA11yViolations(container);
    // Ticked again while it waits: nothing more is kept.
    await userEvent.dblClick(entry);
    expect(await queuedItems(1)).toHaveLength(1);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await sendQueue(1);
    await waitFor(() => expect(within(entry).queryByText('Aguardando envio')).toBeNull());
    expect(posts(calls, '/api/children/10/schedule/4/complete')).toEqual([
      expect.objectContaining({ body: { completed_at: '2026-11-24T13:00:00.000Z' }, idempotencyKey: kept!.key }),
    ]);
    // The week is read again: the server's entry, its streak included.
    expect(await within(entry).findByText('1 semana seguida')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Feita');
  });

  it("refused: the entry is not done any more and the server's reason is shown", async () => {
    stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 4 })] }),
      'POST /api/children/10/schedule/4/complete': () => ({
        status: 404,
        body: { error: 'Atividade do cronograma não encontrada.' },
      }),
    });
    renderRoute('/child/10/schedule');
    const entry = await screen.findByTestId('schedule-entry');
    await userEvent.dblClick(entry);
    expect(await screen.findByText('Atividade do cronograma não encontrada.')).toBeInTheDocument();
    await waitFor(() => expect(entry).toHaveTextContent('A fazer'));
    expect(within(entry).queryByText('Aguardando envio')).toBeNull();
    expect(await queuedItems(1)).toEqual([]);
    expect(await refusedItems(1)).toEqual([]);
  });

  it('server trouble: kept and marked, not an error', async () => {
    stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 4 })] }),
      'POST /api/children/10/schedule/4/complete': () => ({ status: 503, body: { error: 'Erro interno.' } }),
    });
    renderRoute('/child/10/schedule');
    const entry = await screen.findByTestId('schedule-entry');
    await userEvent.dblClick(entry);
    expect(await within(entry).findByText('Aguardando envio')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Feita');
    expect(await queuedItems(1)).toHaveLength(1);
  });
});
