import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, sampleActivity, stubFetch, type Handler } from '../../../test/fetch-stub';
import { sampleAssignment, sampleGoal, sampleGoals } from '../home-programme-stubs';
import { renderPart } from '../../../test/render';
import { HomeProgrammeSection } from './home-programme-section';

afterEach(() => vi.unstubAllGlobals());

const ACTIVITIES = [
  ...Array.from({ length: 9 }, (_, i) => sampleActivity({ id: i + 1, title: `Atividade ${i + 1}` })),
  sampleActivity({ id: 20, title: 'Respiração do balão' }),
  sampleActivity({ id: 99, title: 'Atividade trancada', is_locked: true }),
];

function stubProgramme(overrides: Record<string, Handler> = {}) {
  return stubFetch({
    'GET /api/children/10/home-programme': () => ({ body: { assignments: [] } }),
    'GET /api/activities': () => ({ body: ACTIVITIES }),
    'GET /api/children/10/goals': () => ({
      body: sampleGoals([
        sampleGoal(7, { title: 'Nomear emoções' }),
        sampleGoal(8, { title: 'Meta pausada', status: 'paused' }),
      ]),
    }),
    'GET /api/professional/adherence': () => ({ body: { children: [] } }),
    'GET /api/children/10/schedule': () => ({ body: [] }),
    ...overrides,
  });
}

async function openDialog() {
  const view = renderPart(<HomeProgrammeSection child={{ id: 10, name: 'Lia' }} professional />);
  await userEvent.click(screen.getByRole('button', { name: 'Atribuir prática' }));
  const dialog = await screen.findByRole('dialog', { name: 'Atribuir prática para Lia' });
  return { ...view, dialog };
}

const posts = (calls: { method: string; path: string; body?: unknown; idempotencyKey?: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/children/10/home-programme');

describe("'Atribuir prática' (docs/product.md#home-programme)", () => {
  // Axe and many steps: slow on a busy machine.
  it('checks every field with the contract’s texts before sending anything', { timeout: 30_000 }, async () => {
    const { calls } = stubProgramme();
    const { container, dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: /^Atividade 1,/ });
    await expectNoSeriousA11yViolations(container);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir prática' }));
    expect(dialog).toHaveTextContent('Escolha de 1 a 5 atividades, sem repetir.');
    expect(dialog).toHaveTextContent('Escolha os dias da semana (de domingo a sábado, sem repetir).');
    expect(dialog).toHaveTextContent('O período deve ser manhã, tarde ou noite.');
    expect(posts(calls)).toEqual([]);
    // A note past its limit: the counter from 80 %, then the contract's text.
    const note = within(dialog).getByRole('textbox', { name: 'Recado para a família' });
    fireEvent.change(note, { target: { value: 'a'.repeat(399) } });
    expect(dialog).not.toHaveTextContent('de 500 caracteres');
    fireEvent.change(note, { target: { value: 'a'.repeat(400) } });
    expect(dialog).toHaveTextContent('400 de 500 caracteres');
    fireEvent.change(note, { target: { value: 'a'.repeat(501) } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir prática' }));
    expect(dialog).toHaveTextContent('O recado pode ter no máximo 500 caracteres.');
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toEqual([]);
  });

  it(
    'assigns chosen activities on chosen days with a goal and a note, once for a double click',
    { timeout: 30_000 },
    async () => {
      const { gate, release } = gated();
      const { calls } = stubProgramme({
        'POST /api/children/10/home-programme': async () => {
          await gate;
          return { status: 201, body: sampleAssignment(5) };
        },
      });
      const { dialog } = await openDialog();
      // Locked activities are never offered; a search finds the rest, without accents.
      expect(within(dialog).queryByRole('button', { name: /Atividade trancada/ })).toBeNull();
      expect(dialog).toHaveTextContent('Mostrando 8 de 10 atividades.');
      fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Buscar atividade' }), {
        target: { value: 'respiracao' },
      });
      await userEvent.click(within(dialog).getByRole('button', { name: /^Respiração do balão,/ }));
      // The keyboard goes on to the search.
      expect(within(dialog).getByRole('searchbox', { name: 'Buscar atividade' })).toHaveFocus();
      fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: '' } });
      await userEvent.click(within(dialog).getByRole('button', { name: /^Atividade 2,/ }));
      expect(dialog).toHaveTextContent('Escolhidas: 2 de 5');
      for (const day of ['Segunda', 'Quarta', 'Sexta', 'Domingo']) {
        await userEvent.click(within(dialog).getByRole('button', { name: day }));
      }
      // Pressed again, a day is taken out.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Domingo' }));
      expect(within(dialog).getByRole('button', { name: 'Domingo' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(dialog).getByRole('button', { name: 'Quarta' })).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Tarde' }));
      const goal = within(dialog).getByRole('combobox', { name: 'Meta (opcional)' });
      await waitFor(() => expect(within(goal).getAllByRole('option')).toHaveLength(2));
      expect(within(goal).queryByRole('option', { name: 'Meta pausada' })).toBeNull();
      await userEvent.selectOptions(goal, 'Nomear emoções');
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Recado para a família' }), {
        target: { value: '  Jogue junto. ' },
      });
      const submit = within(dialog).getByRole('button', { name: 'Atribuir prática' });
      fireEvent.click(submit);
      fireEvent.click(submit);
      await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
      expect(submit).toHaveTextContent('Atribuindo...');
      release();
      expect(
        await screen.findByText('Prática atribuída: as atividades já estão na semana da família.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      const sent = posts(calls);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.body).toEqual({
        activity_ids: [20, 2],
        days_of_week: [1, 3, 5],
        time_slot: 'afternoon',
        goal_id: 7,
        note: 'Jogue junto.',
      });
      expect(sent[0]!.idempotencyKey).toBeTruthy();
    },
  );

  it("'Vezes por semana' sends how many times and says where the days fall", async () => {
    const { calls } = stubProgramme({
      'POST /api/children/10/home-programme': () => ({ status: 201, body: sampleAssignment(5) }),
    });
    const { dialog } = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Atividade 1,/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Vezes por semana' }));
    expect(within(dialog).queryByRole('button', { name: 'Segunda' })).toBeNull();
    const times = within(dialog).getByRole('combobox', { name: 'Quantas vezes por semana' });
    expect(times).toHaveValue('3');
    expect(dialog).toHaveTextContent('Os dias ficam espalhados pela semana: seg, qua, sex.');
    await userEvent.selectOptions(times, '2 vezes');
    expect(dialog).toHaveTextContent('Os dias ficam espalhados pela semana: ter, qui.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Manhã' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir prática' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ activity_ids: [1], times_per_week: 2, time_slot: 'morning' });
  });

  it("shows the server's 409 above the form, keeps what was chosen and sends the same key again", async () => {
    let answer: Handler = () => ({
      status: 409,
      body: { error: 'Não há espaço na tarde de quarta-feira: o período já tem 3 atividades na semana da família.' },
    });
    const { calls } = stubProgramme({ 'POST /api/children/10/home-programme': (...args) => answer(...args) });
    const { dialog } = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Atividade 1,/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quarta' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Tarde' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir prática' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não há espaço na tarde de quarta-feira: o período já tem 3 atividades na semana da família.',
    );
    expect(dialog).toHaveTextContent('Escolhidas: 1 de 5');
    expect(within(dialog).getByRole('button', { name: 'Quarta' })).toHaveAttribute('aria-pressed', 'true');
    answer = () => ({ status: 201, body: sampleAssignment(5) });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Noite' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir prática' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [first, second] = posts(calls);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('marks the field a refusal names, and stops at 5 activities', async () => {
    stubProgramme({
      'POST /api/children/10/home-programme': () => ({
        status: 400,
        body: { error: 'Atividade inválida.', fields: { 'activity_ids.0': 'Atividade inválida.' } },
      }),
    });
    const { dialog } = await openDialog();
    for (const n of [1, 2, 3, 4, 5]) {
      await userEvent.click(await within(dialog).findByRole('button', { name: new RegExp(`^Atividade ${n},`) }));
    }
    expect(dialog).toHaveTextContent('Escolhidas: 5 de 5');
    expect(dialog).toHaveTextContent('Limite de atividades atingido. Tire uma para escolher outra.');
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tirar Atividade 5' }));
    expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Segunda' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Noite' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atribuir prática' }));
    const group = within(dialog).getByRole('group', { name: 'Atividades' });
    await waitFor(() => expect(group).toHaveAccessibleDescription('Atividade inválida.'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
