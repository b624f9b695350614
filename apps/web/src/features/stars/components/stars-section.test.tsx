import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClock } from '../../../lib/clock';
import { createQueryClient } from '../../../lib/query-client';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { starsQueryOptions } from '../api/stars';
import { goOffline, sampleStars } from '../stars-stubs';
import { StarsSection } from './stars-section';

let restoreConnection = () => {};
// A Wednesday of the week of Sunday 2026-11-22, the last of sampleStars' weeks.
beforeEach(() => setClock('2026-11-25T15:00:00-03:00'));
afterEach(() => {
  restoreConnection();
  restoreConnection = () => {};
  vi.unstubAllGlobals();
});

const STARS = 'GET /api/children/10/stars';
const OFFLINE = 'Sem conexão — disponível quando voltar a internet';

describe('the child page’s stars', () => {
  it('shows the balance, this week’s stars and only the weeks with something, newest first', async () => {
    stubFetch({
      [STARS]: () => ({
        body: sampleStars(4, { '2026-11-22': [5, 0], '2026-11-08': [1, 1], '2026-10-11': [0, 1] }),
      }),
    });
    const { container } = renderPart(<StarsSection childId={10} />);
    const section = screen.getByRole('region', { name: 'Estrelas e recompensas' });
    expect(await within(section).findByTestId('stars-balance')).toHaveTextContent('4 estrelas');
    expect(within(section).getByText('Estrelas nesta semana').nextSibling).toHaveTextContent('5 estrelas');
    const table = within(section).getByRole('table', { name: 'Últimas semanas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Semana de 22/1150', 'Semana de 08/1111', 'Semana de 11/1001']);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Semana de 22/11');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Semana', 'Estrelas ganhas', 'Recompensas recebidas']);
    await expectNoSeriousA11yViolations(container);
  });

  it('says what stars are for while there are none', async () => {
    stubFetch({ [STARS]: () => ({ body: sampleStars(0) }) });
    renderPart(<StarsSection childId={10} />);
    expect(
      await screen.findByText('Nenhuma estrela ainda. Cada atividade terminada vale de 1 a 3 estrelas.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stars-balance')).toHaveTextContent('0 estrelas');
    expect(screen.getByText('Estrelas nesta semana').nextSibling).toHaveTextContent('0 estrelas');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a failed read says so and reads again on “Tentar novamente”', async () => {
    let failing = true;
    stubFetch({ [STARS]: () => (failing ? { status: 500, body: { error: 'x' } } : { body: sampleStars(1) }) });
    renderPart(<StarsSection childId={10} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar as estrelas.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('stars-balance')).toHaveTextContent('1 estrela');
  });

  it('offline shows the copy kept on the device, or the connection’s words, never waiting for the server', async () => {
    const { calls } = stubFetch({ [STARS]: () => ({ body: sampleStars(9) }) });
    restoreConnection = goOffline();
    const first = renderPart(<StarsSection childId={10} unavailable={OFFLINE} />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    const read = first.client.getQueryCache().find({ queryKey: starsQueryOptions(10).queryKey });
    expect(read?.state.fetchStatus).toBe('idle');
    first.unmount();
    const client = createQueryClient();
    client.setQueryData(starsQueryOptions(10).queryKey, sampleStars(3, { '2026-11-22': [3, 0] }));
    renderPart(<StarsSection childId={10} unavailable={OFFLINE} />, client);
    expect(screen.getByTestId('stars-balance')).toHaveTextContent('3 estrelas');
    expect(calls).toEqual([]);
  });
});
