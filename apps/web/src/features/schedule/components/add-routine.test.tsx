import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDevice, freshDevice } from '../../../lib/offline/result-queue-fakes';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { renderRoute } from '../../../test/render';
import { sampleEntry, sampleRoutine, stubWeek } from '../schedule-stubs';

beforeEach(freshDevice);
afterEach(closeDevice);

const posts = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/children/10/schedule') as { body?: unknown }[];

async function openRoutineForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade em Segunda, Manhã' }));
  const dialog = await screen.findByRole('dialog', { name: 'Adicionar atividade — Segunda, Manhã' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Tarefa da rotina' }));
  return dialog;
}

describe('routine tasks in the week (docs/product.md#routine-entries)', () => {
  it(
    'adds a task: its picture names it until the parent writes a name, an optional timer and time',
    { timeout: 30_000 },
    async () => {
      const { calls } = stubWeek({
        'POST /api/children/10/schedule': (init) => {
          const body = JSON.parse(String(init!.body));
          return {
            status: 201,
            body: sampleRoutine({
              id: 60,
              activity_title: body.title,
              picture: body.picture,
              timer_minutes: body.timer_minutes,
              time: body.time,
            }),
          };
        },
      });
      const { container } = renderRoute('/child/10/schedule');
      const dialog = await openRoutineForm();
      const pictures = within(dialog).getByRole('group', { name: 'Figura' });
      expect(within(pictures).queryByRole('radio', { name: 'Sorvete' })).toBeNull();
      expect(within(pictures).getByRole('button', { name: 'Mais figuras' })).toBeInTheDocument();
      await expectNoSeriousA11yViolations(container);
      const title = within(dialog).getByLabelText('Nome da tarefa');
      await userEvent.click(within(pictures).getByRole('radio', { name: 'Vestir a roupa' }));
      expect(title).toHaveValue('Vestir a roupa');
      await userEvent.click(within(pictures).getByRole('radio', { name: 'Escovar os dentes' }));
      expect(title).toHaveValue('Escovar os dentes');
      await userEvent.clear(title);
      await userEvent.type(title, 'Escovar bem os dentes');
      await userEvent.click(within(pictures).getByRole('radio', { name: 'Lavar as mãos' }));
      expect(title).toHaveValue('Escovar bem os dentes');
      await userEvent.click(within(pictures).getByRole('radio', { name: 'Escovar os dentes' }));
      await userEvent.type(within(dialog).getByLabelText('Cronômetro (minutos, opcional)'), '3');
      fireEvent.change(within(dialog).getByLabelText('Horário (opcional)'), { target: { value: '07:30' } });
      const add = within(dialog).getByRole('button', { name: 'Adicionar tarefa' });
      fireEvent.click(add);
      fireEvent.click(add);
      expect(await screen.findByText('“Escovar bem os dentes” adicionada em Segunda, Manhã.')).toBeInTheDocument();
      expect(posts(calls)).toEqual([
        expect.objectContaining({
          body: {
            kind: 'routine',
            title: 'Escovar bem os dentes',
            picture: 'escovar_dentes',
            timer_minutes: 3,
            time: '07:30',
            day_of_week: 1,
            time_slot: 'morning',
          },
        }),
      ]);
      // In the grid: its picture, "Tarefa" and its time; its options tick and remove it, never start it.
      const entry = within(screen.getByTestId('slot-1-morning')).getByTestId('schedule-entry');
      expect(entry).toHaveTextContent('Escovar bem os dentes');
      expect(entry).toHaveTextContent('Tarefa · 07:30');
      expect(entry.querySelector('img')).not.toBeNull();
      await userEvent.click(within(entry).getByRole('button', { name: /^Opções de Escovar bem os dentes/ }));
      expect(within(entry).getByRole('button', { name: 'Marcar como feita' })).toBeInTheDocument();
      expect(within(entry).getByRole('button', { name: 'Remover do cronograma' })).toBeInTheDocument();
      expect(within(entry).queryByRole('link', { name: 'Começar atividade' })).toBeNull();
    },
  );

  it('refuses what the contract refuses, beside each field, and sends nothing', async () => {
    const { calls } = stubWeek();
    renderRoute('/child/10/schedule');
    const dialog = await openRoutineForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar tarefa' }));
    expect(within(dialog).getByLabelText('Nome da tarefa')).toHaveAccessibleDescription('Dê um nome à tarefa.');
    await userEvent.type(within(dialog).getByLabelText('Nome da tarefa'), 'Arrumar a cama');
    await userEvent.type(within(dialog).getByLabelText('Cronômetro (minutos, opcional)'), '61');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar tarefa' }));
    expect(within(dialog).getByRole('group', { name: 'Figura' })).toHaveAccessibleDescription(
      'Uma tarefa da rotina precisa de nome e figura.',
    );
    expect(within(dialog).getByLabelText('Cronômetro (minutos, opcional)')).toHaveAccessibleDescription(
      expect.stringContaining('O cronômetro deve ser de 1 a 60 minutos.'),
    );
    expect(posts(calls)).toEqual([]);
  });

  it("shows the server's field errors beside their fields", async () => {
    stubWeek({
      'POST /api/children/10/schedule': () => ({
        status: 400,
        body: { error: 'Escolha uma figura da lista.', fields: { picture: 'Escolha uma figura da lista.' } },
      }),
    });
    renderRoute('/child/10/schedule');
    const dialog = await openRoutineForm();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Dormir' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar tarefa' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Figura' })).toHaveAccessibleDescription(
        'Escolha uma figura da lista.',
      ),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('an activity may get a time too', async () => {
    const { calls } = stubWeek({
      'POST /api/children/10/schedule': () => ({ status: 201, body: sampleEntry({ id: 61, time: '16:00' }) }),
    });
    renderRoute('/child/10/schedule');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade em Segunda, Manhã' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'Atividade' })).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Horário (opcional)'), { target: { value: '16:00' } });
    await userEvent.click(await within(dialog).findByRole('button', { name: /^Atividade 1,/ }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ activity_id: 1, day_of_week: 1, time_slot: 'morning', time: '16:00' });
  });
});
