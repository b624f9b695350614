import 'fake-indexeddb/auto';
import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDevice, freshDevice } from '../../../lib/offline/result-queue-fakes';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';
import { sampleEntry, stubWeek } from '../schedule-stubs';
import { DayEntryCard } from './my-day/day-entry-card';
import { ScheduleEntryItem } from './schedule-entry-item';

beforeEach(freshDevice);
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDevice();
});

const assigned = (overrides: Partial<ScheduleEntry> = {}) =>
  sampleEntry({
    id: 4,
    activity_title: 'Memória',
    day_of_week: 3,
    time_slot: 'afternoon',
    assignment: {
      id: 9,
      professional_name: 'Marta Lima',
      professional_type: 'Fonoaudiólogo(a)',
      note: 'Jogue junto e elogie cada acerto.',
      goal_title: 'Nomear emoções',
    },
    ...overrides,
  });

const options = (title: string) => screen.findByRole('button', { name: new RegExp(`^Opções de ${title},`) });

describe("the week: a professional's practice (docs/product.md#home-programme)", () => {
  it('says who assigned it, its goal, and shows its note on demand; the family’s own entries say nothing', async () => {
    stubWeek({ 'GET /api/children/10/schedule': () => ({ body: [assigned(), sampleEntry({ id: 5 })] }) });
    const { container } = renderRoute('/child/10/schedule');
    await screen.findAllByTestId('schedule-entry');
    const practice = within(screen.getByTestId('slot-3-afternoon')).getByTestId('schedule-entry');
    const own = within(screen.getByTestId('slot-1-morning')).getByTestId('schedule-entry');
    expect(practice).toHaveTextContent('Indicada por Marta Lima · Fonoaudiólogo(a)');
    expect(practice).toHaveTextContent('Meta: Nomear emoções');
    const note = within(practice).getByText('Jogue junto e elogie cada acerto.');
    expect(note).not.toBeVisible();
    const show = within(practice).getByRole('button', { name: 'Ver recado' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(note).toBeVisible();
    expect(within(practice).getByRole('button', { name: 'Ocultar recado' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(own).queryByTestId('assigned-by')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('two quick presses on “Ver recado” do not complete the entry', async () => {
    const { calls } = stubWeek({ 'GET /api/children/10/schedule': () => ({ body: [assigned()] }) });
    renderRoute('/child/10/schedule');
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Ver recado' }));
    expect(screen.getByTestId('schedule-entry')).toHaveTextContent('A fazer');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('removing it asks why (required, at most 300 characters) and sends the reason once', async () => {
    const { gate, release } = gated();
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [assigned()] }),
      'DELETE /api/children/10/schedule/4': async () => {
        await gate;
        return { status: 204 };
      },
    });
    const { container } = renderRoute('/child/10/schedule');
    await userEvent.click(await options('Memória'));
    await userEvent.click(screen.getByRole('button', { name: 'Remover do cronograma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover “Memória”?' });
    expect(dialog).toHaveTextContent('Marta Lima (Fonoaudiólogo(a)) indicou esta atividade para Quarta, Tarde.');
    const reason = within(dialog).getByRole('textbox', { name: 'Por que remover esta atividade?' });
    expect(dialog).toHaveTextContent('O profissional verá o motivo.');
    const confirm = within(dialog).getByRole('button', { name: 'Remover' });
    await userEvent.click(confirm);
    expect(dialog).toHaveTextContent('Conte ao profissional por que está removendo esta atividade.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(reason, { target: { value: 'x'.repeat(301) } });
    await userEvent.click(confirm);
    expect(dialog).toHaveTextContent('O motivo pode ter no máximo 300 caracteres.');
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await expectNoSeriousA11yViolations(container);

    fireEvent.change(reason, { target: { value: '  Ela fica cansada à tarde.  ' } });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    release();
    expect(await screen.findByText('Atividade removida do cronograma. Marta Lima verá o motivo.')).toBeInTheDocument();
    expect(screen.queryByTestId('schedule-entry')).toBeNull();
    const deletes = calls.filter((c) => c.method === 'DELETE');
    expect(deletes).toEqual([expect.objectContaining({ body: { reason: 'Ela fica cansada à tarde.' } })]);
  });

  it("a refused removal keeps the dialog and the reason, with the server's words", async () => {
    stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [assigned()] }),
      'DELETE /api/children/10/schedule/4': () => ({
        status: 400,
        body: { error: 'Conte ao profissional por que está removendo esta atividade.' },
      }),
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await options('Memória'));
    await userEvent.click(screen.getByRole('button', { name: 'Remover do cronograma' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Não deu tempo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Conte ao profissional por que está removendo esta atividade.',
    );
    expect(within(dialog).getByRole('textbox')).toHaveValue('Não deu tempo');
    expect(screen.getByTestId('schedule-entry')).toBeInTheDocument();
  });

  it("the family's own entry keeps today's confirmation and sends no body", async () => {
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [sampleEntry({ id: 5 })] }),
      'DELETE /api/children/10/schedule/5': () => ({ status: 204 }),
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await options('Como eles se sentem\\?'));
    await userEvent.click(screen.getByRole('button', { name: 'Remover do cronograma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover “Como eles se sentem?”?' });
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Atividade removida do cronograma.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([expect.objectContaining({ body: undefined })]);
  });
});

describe("the week: 'Mover'", () => {
  it('moves an entry to another day and time of day, sending what changed, once for a double click', async () => {
    const { gate, release } = gated();
    let week = [assigned()];
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: week }),
      'PATCH /api/children/10/schedule/4': async (init) => {
        await gate;
        const body = JSON.parse(String(init!.body));
        week = [assigned({ ...body })];
        return { body: week[0] };
      },
    });
    const { container } = renderRoute('/child/10/schedule');
    await userEvent.click(await options('Memória'));
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mover “Memória”' });
    expect(dialog).toHaveTextContent('Agora em Quarta, Tarde.');
    expect(within(dialog).getByRole('radio', { name: 'Quarta' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Tarde' })).toBeChecked();
    await expectNoSeriousA11yViolations(container);
    // Nothing changed: said, and nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha o novo dia ou período.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sexta' }));
    const submit = within(dialog).getByRole('button', { name: 'Mover' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    expect(submit).toHaveTextContent('Movendo...');
    release();
    expect(await screen.findByText('“Memória” movida para Sexta, Tarde.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toEqual([expect.objectContaining({ body: { day_of_week: 5 } })]);
    expect(await within(screen.getByTestId('slot-5-afternoon')).findByText('Memória')).toBeInTheDocument();
  });

  it("marks a full time of day, and shows the server's 409 when a slot filled meanwhile", async () => {
    const full = [1, 2, 3].map((i) => sampleEntry({ id: 10 + i, activity_title: `Cheia ${i}`, day_of_week: 1 }));
    const { calls } = stubWeek({
      'GET /api/children/10/schedule': () => ({ body: [assigned(), ...full] }),
      'PATCH /api/children/10/schedule/4': () => ({
        status: 409,
        body: { error: 'Este período já tem 3 atividades.' },
      }),
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await options('Memória'));
    await userEvent.click(screen.getByRole('button', { name: 'Mover' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Segunda' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Manhã (completo)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Este período já tem 3 atividades.');
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Noite' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mover' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ day_of_week: 1, time_slot: 'evening' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Este período já tem 3 atividades.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('without a connection, moving and removing are disabled with the connection’s words', async () => {
    stubWeek({ 'GET /api/children/10/schedule': () => ({ body: [assigned()] }) });
    renderRoute('/child/10/schedule');
    await userEvent.click(await options('Memória'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const words = 'Sem conexão — disponível quando voltar a internet';
    for (const name of ['Mover', 'Remover do cronograma']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(words);
    }
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByRole('button', { name: 'Mover' })).toBeEnabled();
  });
});

describe('an entry kept on the device by an earlier release, without `assignment`', () => {
  it('shows in the week and in Meu dia as the family’s own', () => {
    const { assignment: _, ...kept } = sampleEntry({ id: 4 });
    const entry = kept as ScheduleEntry;
    render(
      <MemoryRouter>
        <ul>
          <ScheduleEntryItem
            entry={entry}
            childId={10}
            completing={false}
            pending={false}
            onComplete={() => {}}
            onMove={() => {}}
            onRemove={() => {}}
          />
        </ul>
        <DayEntryCard entry={entry} childId={10} isNext pending={false} interactive onOpenRoutine={() => {}} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('schedule-entry')).toHaveTextContent('Como eles se sentem?');
    expect(screen.queryByTestId('assigned-by')).toBeNull();
    expect(screen.queryByText(/Indicada por/)).toBeNull();
  });

  it("Meu dia names who assigned a professional's practice, in a small line", () => {
    render(
      <MemoryRouter>
        <DayEntryCard
          entry={assigned()}
          childId={10}
          isNext={false}
          pending={false}
          interactive
          onOpenRoutine={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Indicada por Marta Lima');
  });
});
