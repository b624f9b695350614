import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated, stubFetch } from '../../../test/fetch-stub';
import { sampleAssignment, sampleWeeks } from '../home-programme-stubs';
import { renderPart } from '../../../test/render';
import { HomeProgrammeSection } from './home-programme-section';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/children/10/home-programme';
const lia = { id: 10, name: 'Lia' };

const theirs = sampleAssignment(2, {
  mine: false,
  professional_name: 'Paulo Reis',
  professional_type: 'Psicólogo(a)',
  goal: null,
  note: null,
  activities: [{ id: 3, title: 'Encontre as diferenças' }],
  days_of_week: null,
  times_per_week: 2,
  time_slot: 'morning',
  weeks: sampleWeeks([0, 0], [1, 2]),
  removals: [
    {
      activity_title: 'Encontre as diferenças',
      day_of_week: 3,
      reason: 'Ela fica cansada à tarde.',
      removed_at: '2026-11-20T12:00:00.000Z',
    },
  ],
});

describe("'Programa em casa' on the professional's child page", () => {
  it('lists every assignment with when, goal, note, the weeks done and the family’s removals', async () => {
    stubFetch({ [LIST]: () => ({ body: { assignments: [sampleAssignment(1), theirs] } }) });
    const { container } = renderPart(<HomeProgrammeSection child={lia} professional />);
    const section = screen.getByRole('region', { name: 'Programa em casa' });
    const [mine, other] = await within(section).findAllByTestId('assignment');
    expect(within(mine!).getByRole('heading', { level: 3 })).toHaveTextContent('Memória, Respiração do balão');
    expect(mine).toHaveTextContent('Atribuída por você · desde 02/11/2026');
    expect(mine).toHaveTextContent('Quandoseg, qua, sex · Tarde');
    expect(mine).toHaveTextContent('MetaNomear emoções');
    expect(mine).toHaveTextContent('Recado para a famíliaJogue junto e elogie cada acerto.');
    const weeks = within(within(mine!).getByRole('list', { name: 'Feito em casa: Memória, Respiração do balão' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(weeks).toEqual(['Semana de 01/11: 2 de 633 %', 'Semana de 08/11: 6 de 6100 %']);
    expect(within(mine!).getByRole('button', { name: 'Encerrar prática: Memória, Respiração do balão' })).toBeVisible();

    expect(other).toHaveTextContent('Atribuída por Paulo Reis · Psicólogo(a)');
    expect(other).toHaveTextContent('2 vezes por semana · Manhã');
    expect(other).not.toHaveTextContent('Meta');
    expect(other).toHaveTextContent('Semana de 01/11: nada atribuído');
    expect(within(other!).getByTestId('removals')).toHaveTextContent(
      'A família removeu Encontre as diferenças de quarta-feira: “Ela fica cansada à tarde.” (em 20/11/2026)',
    );
    // Only whoever assigned it may end it.
    expect(within(other!).queryByRole('button', { name: /Encerrar prática/ })).toBeNull();
    expect(within(section).getByRole('button', { name: 'Atribuir prática' })).toBeVisible();
    await expectNoSeriousA11yViolations(container);
  });

  it("'Encerrar prática' asks first, ends it once for a double click, and the keyboard goes to the section", async () => {
    const { gate, release } = gated();
    let list = [sampleAssignment(1), theirs];
    const { calls } = stubFetch({
      [LIST]: () => ({ body: { assignments: list } }),
      'GET /api/professional/adherence': () => ({ body: { children: [] } }),
      'GET /api/children/10/schedule': () => ({ body: [] }),
      'DELETE /api/children/10/home-programme/1': async () => {
        await gate;
        list = [theirs];
        return { status: 204 };
      },
    });
    renderPart(<HomeProgrammeSection child={lia} professional />);
    await userEvent.click(await screen.findByRole('button', { name: /^Encerrar prática: Memória/ }));
    const dialog = screen.getByRole('dialog', { name: 'Encerrar esta prática?' });
    expect(dialog).toHaveTextContent(
      'As atividades saem da semana da família. Os resultados já registrados continuam.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: /^Encerrar prática: Memória/ }));
    const confirm = within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    release();
    expect(await screen.findByText('Prática encerrada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('assignment')).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Programa em casa' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("a refused end shows the server's words in the dialog", async () => {
    stubFetch({
      [LIST]: () => ({ body: { assignments: [sampleAssignment(1)] } }),
      'DELETE /api/children/10/home-programme/1': () => ({
        status: 403,
        body: { error: 'Só quem atribuiu pode encerrar esta prática.' },
      }),
    });
    renderPart(<HomeProgrammeSection child={lia} professional />);
    await userEvent.click(await screen.findByRole('button', { name: /^Encerrar prática/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Só quem atribuiu pode encerrar esta prática.',
    );
    expect(screen.getByTestId('assignment')).toBeInTheDocument();
  });

  it('says how to start while nothing is assigned', async () => {
    stubFetch({ [LIST]: () => ({ body: { assignments: [] } }) });
    renderPart(<HomeProgrammeSection child={lia} professional />);
    expect(
      await screen.findByText(
        'Nenhuma prática atribuída ainda. Use “Atribuir prática” para colocar atividades na semana da família, com um recado.',
      ),
    ).toBeInTheDocument();
  });

  it('a failed read says so and reads again on “Tentar novamente”', async () => {
    let failing = true;
    stubFetch({
      [LIST]: () =>
        failing ? { status: 500, body: { error: 'x' } } : { body: { assignments: [sampleAssignment(1)] } },
    });
    renderPart(<HomeProgrammeSection child={lia} professional />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o programa em casa.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('assignment')).toBeInTheDocument();
  });
});

describe("'Programa em casa' on the parent's child page", () => {
  it('shows what was assigned, read-only', async () => {
    stubFetch({ [LIST]: () => ({ body: { assignments: [sampleAssignment(1, { mine: false }), theirs] } }) });
    const { container } = renderPart(<HomeProgrammeSection child={lia} />);
    const section = screen.getByRole('region', { name: 'Programa em casa' });
    expect(section).toHaveTextContent(
      'O que os profissionais de Lia indicaram para praticar em casa. As atividades já estão no Cronograma Semanal.',
    );
    expect(await within(section).findAllByTestId('assignment')).toHaveLength(2);
    expect(section).toHaveTextContent('Atribuída por Marta Lima · Fonoaudiólogo(a)');
    expect(within(section).queryByRole('button', { name: /Atribuir prática|Encerrar prática/ })).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it('without assignments: a calm sentence', async () => {
    stubFetch({ [LIST]: () => ({ body: { assignments: [] } }) });
    renderPart(<HomeProgrammeSection child={lia} />);
    expect(await screen.findByText('Nenhuma prática indicada pelos profissionais ainda.')).toBeInTheDocument();
  });

  it('offline: the connection’s words, and nothing asked', () => {
    const { calls } = stubFetch({ [LIST]: () => ({ body: { assignments: [] } }) });
    renderPart(<HomeProgrammeSection child={lia} unavailable="Sem conexão — disponível quando voltar a internet" />);
    expect(screen.getByRole('status')).toHaveTextContent('Sem conexão — disponível quando voltar a internet');
    expect(calls).toEqual([]);
  });
});
