import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleProChild, stubSignedInProfessional } from '../../features/professional/professional-stubs';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

const theo = sampleProChild({ id: 11, name: 'Théo', diagnosis_tea: 0, diagnosis_tdah: 1 });

describe('/professional/reports', () => {
  it("shows a card per child with its summary and report button; one child's failure stays in its card", async () => {
    const { calls } = stubSignedInProfessional({
      'GET /api/professional/children': () => ({ body: [sampleProChild(), theo] }),
      'GET /api/professional/children/11/summary': () => ({ status: 403, body: { error: 'Acesso negado.' } }),
      'GET /api/children/10/progress-report': () => ({ status: 404, body: { error: 'Criança não encontrada.' } }),
    });
    const { container } = renderRoute('/professional/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relatórios' })).toBeInTheDocument();
    const lia = (await screen.findByRole('heading', { level: 2, name: 'Lia' })).closest('li')!;
    expect(await within(lia).findByText('Sessões com Lia: 4')).toBeInTheDocument();
    expect(within(lia).getByText('Última sessão: 20/11/2026')).toBeInTheDocument();
    expect(within(lia).getByText('Concluídas').closest('div')).toHaveTextContent('8');
    expect(within(lia).getByRole('link', { name: 'Ver criança: Lia' })).toHaveAttribute(
      'href',
      '/professional/child/10',
    );

    const theoCard = screen.getByRole('heading', { level: 2, name: 'Théo' }).closest('li')!;
    expect(await within(theoCard).findByRole('alert')).toHaveTextContent('Acesso negado.');
    await expectNoSeriousA11yViolations(container);

    await userEvent.click(within(lia).getByRole('button', { name: 'Relatório de progresso' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/children/10/progress-report')).toBe(true));
  });

  it('without children: the empty text', async () => {
    stubSignedInProfessional({ 'GET /api/professional/children': () => ({ body: [] }) });
    renderRoute('/professional/reports');
    expect(
      await screen.findByText(
        'Nenhuma criança atribuída ainda. Quando uma família convidar você, as crianças aparecem aqui.',
      ),
    ).toBeInTheDocument();
  });
});
