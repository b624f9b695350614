import type { Suggestion } from '@neurobridge/shared/api/suggestions';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { sampleActivity, sampleChild, stubSignedInParent, type Handler } from '../../../test/fetch-stub';
import { renderRoute } from '../../../test/render';

afterEach(() => vi.unstubAllGlobals());

const lia = sampleChild();
const davi = sampleChild({ id: 11, name: 'Davi' });

const listOf = (childId: number, n: number) => ({
  body: {
    items: Array.from({ length: n }, (_, i) => ({
      activity: sampleActivity({ id: childId * 100 + i, title: `Sugestão ${childId}.${i + 1}` }),
      reason: 'for_the_child',
    })) as Suggestion[],
  },
});

function parent(overrides: Record<string, Handler> = {}) {
  return stubSignedInParent({
    'GET /api/children': () => ({ body: [lia, davi] }),
    'GET /api/activities': () => ({ body: [sampleActivity()] }),
    'GET /api/children/10/suggestions': () => listOf(10, 3),
    'GET /api/children/11/suggestions': () => listOf(11, 5),
    ...overrides,
  });
}

/** Whether `a` comes before `b` in the document. */
const before = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('suggestions on the dashboard and in the library (docs/product.md#suggestions)', () => {
  it('the dashboard shows one block per child, in the children order, below the child cards', async () => {
    parent();
    const { container } = renderRoute('/dashboard');
    const forLia = await screen.findByRole('region', { name: 'Sugeridas para Lia hoje' });
    const forDavi = await screen.findByRole('region', { name: 'Sugeridas para Davi hoje' });
    expect(await within(forLia).findAllByTestId('suggestion-card')).toHaveLength(3);
    expect(await within(forDavi).findAllByTestId('suggestion-card')).toHaveLength(5);
    expect(within(forDavi).getByRole('link', { name: 'Abrir atividade: Sugestão 11.1' })).toHaveAttribute(
      'href',
      '/activity/1100?child=11',
    );
    expect(before(screen.getByRole('heading', { name: 'Crianças' }), forLia)).toBe(true);
    expect(before(forLia, forDavi)).toBe(true);
    expect(before(forDavi, screen.getByRole('heading', { name: 'Acesso rápido' }))).toBe(true);
    await expectNoSeriousA11yViolations(container);
  });

  it("a child's failure is a small line of its own; the other child's block stays", async () => {
    parent({ 'GET /api/children/10/suggestions': () => ({ status: 404, body: { error: 'Criança não encontrada' } }) });
    renderRoute('/dashboard');
    expect(await screen.findByText('Não foi possível carregar as sugestões.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente: sugestões para Lia' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Sugeridas para Lia hoje' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sugeridas para Davi hoje' })).toBeInTheDocument();
  });

  it("the library for a child shows the child's block above the filters; without a child there is none", async () => {
    const { calls } = parent();
    const view = renderRoute('/activities?child=11');
    const block = await screen.findByRole('region', { name: 'Sugeridas para Davi hoje' });
    expect(await within(block).findAllByTestId('suggestion-card')).toHaveLength(5);
    expect(before(block, screen.getByLabelText('Categoria'))).toBe(true);
    // The library's heading, then the block's, then the cards' (h1, h2, h3).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Atividades para Davi');
    expect(within(block).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    await expectNoSeriousA11yViolations(view.container);
    view.unmount();

    renderRoute('/activities');
    expect(await screen.findAllByTestId('activity-card')).toHaveLength(1);
    expect(screen.queryByTestId('suggestions')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/suggestions')).map((c) => c.path)).toEqual([
      '/api/children/11/suggestions',
    ]);
  });
});
