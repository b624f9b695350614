import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../../lib/clock';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { sampleGoal } from '../goals-stubs';
import { GoalObservations } from './goal-observations';

beforeEach(() => setClock('2026-11-24T12:00:00-03:00'));
afterEach(() => vi.unstubAllGlobals());

const ADD = 'POST /api/children/10/goals/5/observations';
const goal = sampleGoal({
  criterion: { percent: 80, count: 3, unit: 'days', measure: 'observation' },
  criterion_text: '80 % de observações “sim” em 3 dias seguidos',
});
const observation = (id: number, at: string, value: number, mine: boolean, note: string | null = null) => ({
  id,
  at,
  value,
  note,
  recorder_name: mine ? 'Ana Souza' : 'Maria Lima',
  mine,
});

function show(observations: ReturnType<typeof observation>[], routes: Record<string, Handler> = {}, g = goal) {
  const stub = stubFetch(routes);
  return { ...stub, ...renderPart(<GoalObservations goal={g} observations={observations} childId={10} />) };
}

const writes = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method !== 'GET');

describe('a goal’s observations (docs/product.md#goals)', () => {
  it('lists them newest first, with Remover only on the caller’s own', async () => {
    const { container } = show([
      observation(1, '2026-11-20', 100, false, 'Pediu água sozinho'),
      observation(2, '2026-11-22', 0, true),
    ]);
    const items = within(screen.getByTestId('observations')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('22/11/2026 · Não');
    expect(items[0]).toHaveTextContent('por Ana Souza');
    expect(within(items[0]!).getByRole('button', { name: 'Remover (observação de 22/11/2026)' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('20/11/2026 · Sim');
    expect(items[1]).toHaveTextContent('Pediu água sozinho');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    await screen.findByRole('form', { name: 'Registrar observação' });
    await expectNoSeriousA11yViolations(container);
  });

  it('records one on a double click, asks for Sim or Não first, and starts a new one after', async () => {
    const { gate, release } = gated();
    const { calls } = show([], {
      [ADD]: async () => {
        await gate;
        return {
          status: 201,
          body: { observation: observation(3, '2026-11-23', 100, true, 'No almoço'), goal },
        };
      },
      'GET /api/children/10/goals': () => ({ body: { goals: [goal], active_count: 1 } }),
    });
    expect(screen.getByText('Nenhuma observação ainda.')).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Registrar observação' });
    await userEvent.click(submit);
    expect(screen.getByText('Diga se foi observado (sim ou não).')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    const day = screen.getByLabelText('Data');
    expect(day).toHaveValue('2026-11-24');
    await userEvent.clear(day);
    await userEvent.type(day, '2026-11-23');
    const yes = screen.getByRole('button', { name: 'Sim' });
    await userEvent.click(yes);
    expect(yes).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Diga se foi observado (sim ou não).')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Anotação (opcional)'), 'No almoço');
    await userEvent.dblClick(submit);
    expect(screen.getByRole('button', { name: 'Registrando...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Observação registrada.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      body: { observed_on: '2026-11-23', achieved: true, note: 'No almoço' },
      idempotencyKey: expect.any(String),
    });
    expect(screen.getByRole('button', { name: 'Sim' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByLabelText('Anotação (opcional)')).toHaveValue('');
  });

  it('shows the server’s refusal of the day beside it', async () => {
    show([], {
      [ADD]: () => ({
        status: 400,
        body: {
          error: 'A data da observação não pode ser antes do início da meta.',
          fields: { observed_on: 'A data da observação não pode ser antes do início da meta.' },
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Não' }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrar observação' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Data')).toHaveAccessibleDescription(
        'A data da observação não pode ser antes do início da meta.',
      ),
    );
  });

  it('an ended goal takes no observation', () => {
    show([], {}, { ...goal, status: 'ended' });
    expect(screen.getByText('Esta meta foi encerrada: reative-a para registrar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar observação' })).not.toBeInTheDocument();
  });

  it('a goal now measured otherwise keeps its observations to read and takes no new one', () => {
    show(
      [observation(2, '2026-11-22', 100, true)],
      {},
      {
        ...goal,
        criterion: { ...goal.criterion, measure: 'trials' },
      },
    );
    expect(screen.getByTestId('observations')).toHaveTextContent('22/11/2026');
    expect(screen.queryByRole('button', { name: 'Registrar observação' })).not.toBeInTheDocument();
  });

  it('Remover asks first, then removes the observation once', async () => {
    const { calls } = show([observation(2, '2026-11-22', 0, true)], {
      'DELETE /api/children/10/goals/5/observations/2': () => ({ status: 204 }),
      'GET /api/children/10/goals': () => ({ body: { goals: [goal], active_count: 1 } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remover (observação de 22/11/2026)' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover esta observação?' });
    expect(dialog).toHaveTextContent(
      'A observação de 22/11/2026 sai das medidas da meta. Uma meta já alcançada continua alcançada.',
    );
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Observação removida.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(writes(calls).map((c) => c.method)).toEqual(['DELETE']);
  });
});
