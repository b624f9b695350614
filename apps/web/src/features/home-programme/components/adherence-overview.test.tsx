import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch } from '../../../test/fetch-stub';
import { sampleWeeks } from '../home-programme-stubs';
import { renderPart } from '../../../test/render';
import { AdherenceOverview } from './adherence-overview';

afterEach(() => vi.unstubAllGlobals());

const ADHERENCE = 'GET /api/professional/adherence';

describe("'Adesão ao programa em casa' (docs/product.md#home-programme)", () => {
  it('shows each child with practice assigned: the 4 weeks done of assigned, with a percentage, and the total', async () => {
    stubFetch({
      [ADHERENCE]: () => ({
        body: {
          children: [
            { child_id: 10, child_name: 'Lia', weeks: sampleWeeks([0, 0], [2, 6], [6, 6], [1, 6]) },
            { child_id: 11, child_name: 'Théo', weeks: sampleWeeks([0, 0], [0, 0], [0, 0], [0, 0]) },
          ],
        },
      }),
    });
    const { container } = renderPart(<AdherenceOverview />);
    const section = screen.getByRole('region', { name: 'Adesão ao programa em casa' });
    const lia = (await within(section).findByRole('heading', { name: 'Lia' })).closest('li')!;
    expect(lia).toHaveTextContent('9 de 18 nas 4 semanas · 50 %');
    const weeks = within(within(lia).getByRole('list', { name: 'Semanas de Lia' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(weeks).toEqual([
      'Semana de 01/11: nada atribuído—',
      'Semana de 08/11: 2 de 633 %',
      'Semana de 15/11: 6 de 6100 %',
      'Semana de 22/11: 1 de 617 %',
    ]);
    expect(within(lia).getByRole('link', { name: 'Ver criança: Lia' })).toHaveAttribute(
      'href',
      '/professional/child/10',
    );
    // Nothing assigned to Théo: left out.
    expect(within(section).queryByText('Théo')).toBeNull();
    await expectNoSeriousA11yViolations(container);
  });

  it("without any practice assigned: 'Nenhuma prática atribuída ainda.'", async () => {
    stubFetch({
      [ADHERENCE]: () => ({
        body: { children: [{ child_id: 11, child_name: 'Théo', weeks: sampleWeeks([0, 0], [0, 0]) }] },
      }),
    });
    renderPart(<AdherenceOverview />);
    expect(await screen.findByText('Nenhuma prática atribuída ainda.')).toBeInTheDocument();
  });

  it('a failed read says so and reads again on “Tentar novamente”', async () => {
    let failing = true;
    stubFetch({
      [ADHERENCE]: () => (failing ? { status: 503, body: { error: 'x' } } : { body: { children: [] } }),
    });
    renderPart(<AdherenceOverview />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a adesão ao programa em casa.',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma prática atribuída ainda.')).toBeInTheDocument();
  });
});
