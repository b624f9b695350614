import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { stubFetch, type Handler } from '../../../test/fetch-stub';
import { renderPart } from '../../../test/render';
import { sampleCatalogue, sampleGoal } from '../goals-stubs';
import { GoalsSection } from './goals-section';

afterEach(() => vi.unstubAllGlobals());

const LIST = 'GET /api/children/10/goals';

function stubGoals(list: Handler) {
  return stubFetch({ [LIST]: list, 'GET /api/activities': () => ({ body: sampleCatalogue }) });
}

describe('the child pages’ Metas (docs/product.md#goals)', () => {
  it('shows each goal as a card: title, area, criterion, status, met day, last value, creator, and its page', async () => {
    stubGoals(() => ({
      body: {
        goals: [
          sampleGoal(),
          sampleGoal({
            id: 6,
            title: 'Esperar a vez',
            area: 'social_skills',
            status: 'met',
            met_at: '2026-11-20T15:00:00.000Z',
            last_value: 90,
            created_by: { name: 'Ana Souza', role: 'parent', professional_type: null },
          }),
          sampleGoal({ id: 7, title: 'Nomear emoções', status: 'paused', last_value: null, measures_count: 0 }),
        ],
        active_count: 1,
      },
    }));
    const { container } = renderPart(<GoalsSection childId={10} viewer="parent" />);
    const section = screen.getByRole('region', { name: 'Metas' });
    const cards = await within(section).findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Pedir ajuda com palavras');
    expect(cards[0]).toHaveTextContent('Comunicação');
    expect(cards[0]).toHaveTextContent('80 % de acerto em 3 sessões seguidas');
    expect(cards[0]).toHaveTextContent('Ativa');
    expect(cards[0]).toHaveTextContent('Última medida: 75 %');
    expect(cards[0]).toHaveTextContent('Criada por Maria Lima · Fonoaudiólogo(a)');
    expect(cards[0]).not.toHaveTextContent('Meta alcançada');
    expect(within(cards[0]!).getByRole('link', { name: 'Ver meta: Pedir ajuda com palavras' })).toHaveAttribute(
      'href',
      '/child/10/metas/5',
    );
    expect(cards[1]).toHaveTextContent('Alcançada');
    expect(cards[1]).toHaveTextContent('Meta alcançada em 20/11/2026');
    expect(cards[1]).toHaveTextContent('Habilidades Sociais');
    expect(cards[1]).toHaveTextContent('Criada por Ana Souza · Responsável');
    expect(cards[2]).toHaveTextContent('Pausada');
    expect(cards[2]).toHaveTextContent('Ainda sem medidas');
    expect(screen.getByText('1 de 20 metas ativas')).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('links a professional to their own goal page', async () => {
    stubGoals(() => ({ body: { goals: [sampleGoal()], active_count: 1 } }));
    renderPart(<GoalsSection childId={10} viewer="professional" />);
    expect(await screen.findByRole('link', { name: 'Ver meta: Pedir ajuda com palavras' })).toHaveAttribute(
      'href',
      '/professional/child/10/metas/5',
    );
  });

  it('explains what goals are when there is none, and offers Nova meta', async () => {
    stubGoals(() => ({ body: { goals: [], active_count: 0 } }));
    const { container } = renderPart(<GoalsSection childId={10} viewer="parent" />);
    expect(
      await screen.findByText(
        'Nenhuma meta ainda. Metas ajudam a família e os profissionais a acompanhar um objetivo com um critério claro, como 80 % de acerto em 3 sessões seguidas.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova meta' }));
    expect(await screen.findByRole('dialog', { name: 'Nova meta' })).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);
  });

  it('says when 20 goals are active', async () => {
    stubGoals(() => ({ body: { goals: [sampleGoal()], active_count: 20 } }));
    renderPart(<GoalsSection childId={10} viewer="parent" />);
    expect(
      await screen.findByText('Esta criança já tem 20 metas ativas. Pause ou encerre uma para criar outra.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry that reads again', async () => {
    let fail = true;
    const { calls } = stubGoals(() =>
      fail ? { status: 500, body: {} } : { body: { goals: [sampleGoal()], active_count: 1 } },
    );
    renderPart(<GoalsSection childId={10} viewer="parent" />);
    expect(screen.getByText('Carregando...')).toBeInTheDocument();
    expect(await screen.findByText('Não foi possível carregar as metas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova meta' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Pedir ajuda com palavras')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/children/10/goals')).toHaveLength(2);
  });

  it('offline, says it needs the connection and asks nothing', async () => {
    const { calls } = stubGoals(() => ({ body: { goals: [], active_count: 0 } }));
    renderPart(<GoalsSection childId={10} viewer="parent" unavailable="Sem conexão com a internet." />);
    expect(screen.getByText('Sem conexão com a internet.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
