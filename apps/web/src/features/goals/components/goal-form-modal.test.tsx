import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../../lib/clock';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { sampleCatalogue, sampleGoal } from '../goals-stubs';
import { GoalFormModal } from './goal-form-modal';

beforeEach(() => setClock('2026-11-24T12:00:00-03:00'));
afterEach(() => vi.unstubAllGlobals());

const CREATE = 'POST /api/children/10/goals';
const UPDATE = 'PATCH /api/children/10/goals/5';

function stub(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/activities': () => ({ body: sampleCatalogue }),
    'GET /api/children/10/goals': () => ({ body: { goals: [], active_count: 0 } }),
    ...overrides,
  });
}

const writes = <C extends { method: string }>(calls: C[]) => calls.filter((c) => c.method !== 'GET');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar meta' }));

function open(goal?: ReturnType<typeof sampleGoal>) {
  const onClose = vi.fn();
  const view = renderPart(<GoalFormModal childId={10} viewer="professional" goal={goal} onClose={onClose} />);
  return { onClose, ...view };
}

async function fillTitleAndArea() {
  await userEvent.type(screen.getByLabelText('Título'), 'Pedir ajuda com palavras');
  await userEvent.selectOptions(screen.getByLabelText('Área'), 'Comunicação');
}

describe('the goal form (docs/product.md#goals)', () => {
  it('refuses an empty form with the contract’s words beside each field, and sends nothing', async () => {
    const { calls } = stub();
    const { container } = open();
    expect(screen.getByRole('dialog', { name: 'Nova meta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Início')).toHaveValue('2026-11-24');
    expect(screen.getByRole('radio', { name: 'Tentativas nas sessões' })).toBeChecked();
    await save();
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription(
      expect.stringContaining('Dê um título à meta.'),
    );
    expect(screen.getByLabelText('Área')).toHaveAccessibleDescription('Escolha a área da meta.');
    expect(writes(calls)).toEqual([]);
    await expectNoSeriousA11yViolations(container);
  });

  it('writes the criterion as it is typed, and refuses one out of range', async () => {
    stub();
    open();
    const preview = screen.getByTestId('criterion-preview');
    expect(preview).toHaveTextContent('A meta é alcançada com 80 % de acerto em 3 sessões seguidas.');
    const percent = screen.getByLabelText('% de acerto');
    await userEvent.clear(percent);
    await userEvent.type(percent, '90');
    await userEvent.clear(screen.getByLabelText('em'));
    await userEvent.type(screen.getByLabelText('em'), '5');
    await userEvent.selectOptions(screen.getByLabelText('contando'), 'dias seguidos');
    expect(preview).toHaveTextContent('A meta é alcançada com 90 % de acerto em 5 dias seguidos.');
    await userEvent.click(screen.getByRole('radio', { name: 'Pontuação nos jogos' }));
    await userEvent.selectOptions(screen.getByLabelText('contando'), 'jogos seguidos');
    expect(preview).toHaveTextContent('A meta é alcançada com 90 % de acerto em 5 jogos seguidos.');
    await userEvent.clear(percent);
    await userEvent.type(percent, '101');
    await userEvent.tab();
    expect(preview).toHaveTextContent('Preencha o critério para ver como ele fica.');
    expect(percent).toHaveAccessibleDescription(expect.stringContaining('O critério deve ser de 1 a 100 %.'));
    await userEvent.clear(screen.getByLabelText('em'));
    await userEvent.type(screen.getByLabelText('em'), '0');
    await userEvent.tab();
    expect(screen.getByLabelText('em')).toHaveAccessibleDescription(
      expect.stringContaining('O número de sessões ou dias seguidos deve ser de 1 a 30.'),
    );
  });

  it('a game score needs an activity: picked from the playable catalogue with a search, and unlinked again', async () => {
    const { calls } = stub({ [CREATE]: () => ({ status: 201, body: sampleGoal() }) });
    open();
    await fillTitleAndArea();
    await userEvent.click(screen.getByRole('radio', { name: 'Pontuação nos jogos' }));
    await save();
    expect(
      screen.getByText('Escolha ao menos uma atividade: a meta é medida pela pontuação nos jogos.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    // The locked activity is not offered.
    expect(await screen.findByText('Mostrando 2 de 2.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Respiração guiada/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar atividade'), 'memoria');
    expect(screen.getByText('Mostrando 1 de 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Memória das emoções/ }));
    expect(screen.getByText('Escolhidas: 1 de 10')).toBeInTheDocument();
    expect(
      screen.queryByText('Escolha ao menos uma atividade: a meta é medida pela pontuação nos jogos.'),
    ).not.toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Buscar atividade'));
    await userEvent.click(screen.getByRole('button', { name: /Sequência lógica/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Desvincular Sequência lógica' }));
    await save();
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ measure: 'game_score', activity_ids: [1] });
  });

  it('creates once on a double click, with one Idempotency-Key, and closes', async () => {
    const { gate, release } = gated();
    const { calls } = stub({
      [CREATE]: async () => {
        await gate;
        return { status: 201, body: sampleGoal() };
      },
    });
    const { onClose } = open();
    await fillTitleAndArea();
    await userEvent.type(screen.getByLabelText('Revisão (opcional)'), '2026-12-15');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Salvar meta' }));
    expect(screen.getByRole('button', { name: 'Salvando...' })).toBeDisabled();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      path: '/api/children/10/goals',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{8,}$/),
      body: {
        title: 'Pedir ajuda com palavras',
        area: 'communication',
        measure: 'trials',
        criterion_percent: 80,
        criterion_count: 3,
        criterion_unit: 'sessions',
        activity_ids: [],
        start_date: '2026-11-24',
        review_date: '2026-12-15',
      },
    });
    expect(await screen.findByText('Meta “Pedir ajuda com palavras” criada.')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a field beside it until it changes, and any other refusal above the buttons', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        error: 'A data de revisão não pode ser antes do início.',
        fields: { review_date: 'A data de revisão não pode ser antes do início.' },
      },
    };
    const { calls } = stub({ [CREATE]: () => answer });
    const { onClose } = open();
    await fillTitleAndArea();
    await save();
    const review = screen.getByLabelText('Revisão (opcional)');
    await waitFor(() =>
      expect(review).toHaveAccessibleDescription(
        expect.stringContaining('A data de revisão não pode ser antes do início.'),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(review, '2026-12-01');
    expect(review).not.toHaveAccessibleDescription(expect.stringContaining('não pode ser antes'));
    answer = {
      status: 409,
      body: { error: 'Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.' },
    };
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.',
    );
    expect(onClose).not.toHaveBeenCalled();
    // The same dialog keeps its key: a retry of the same goal is the same request.
    const keys = new Set(writes(calls).map((c) => c.idempotencyKey));
    expect(keys.size).toBe(1);
  });

  it('an edit sends only what changed, and says when nothing did', async () => {
    const goal = sampleGoal({ activities: [{ id: 1, title: 'Memória das emoções' }] });
    const { calls } = stub({ [UPDATE]: () => ({ body: { ...goal, criterion: { ...goal.criterion, percent: 90 } } }) });
    const { onClose } = open(goal);
    expect(screen.getByRole('dialog', { name: 'Editar meta' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Pedir ajuda com palavras');
    expect(screen.getByRole('button', { name: 'Desvincular Memória das emoções' })).toBeInTheDocument();
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent('Nada para alterar.');
    expect(writes(calls)).toEqual([]);
    const percent = screen.getByLabelText('% de acerto');
    await userEvent.clear(percent);
    await userEvent.type(percent, '90');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes(calls).map((c) => [c.method, c.body])).toEqual([['PATCH', { criterion_percent: 90 }]]);
    expect(within(document.body).getByText('Meta “Pedir ajuda com palavras” atualizada.')).toBeInTheDocument();
  });
});
