import { CONFIRM_DELETE_ACTIVITY, CONFIRM_GENERATE_TEMPLATES } from '@neurobridge/shared/api/admin-activities';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import type { Handler } from '../../../../test/fetch-stub';
import { renderRoute } from '../../../../test/render';
import { stubAdminArea } from '../../shell/admin-stubs';
import { sampleAdminActivity } from '../admin-activity-stubs';

afterEach(() => {
  vi.unstubAllGlobals();
});

const emotions = sampleAdminActivity();
const counting = sampleAdminActivity({
  id: 2,
  title: 'Contando até 5',
  description: 'Contar objetos de 1 a 5.',
  content: JSON.stringify({ type: 'visual_math', range: [1, 5] }),
  category: 'math',
  difficulty_level: 2,
  for_tea: 0,
  for_tdah: 1,
  tea_level: null,
  tdah_level: 1,
  activity_type: 'exercise',
  estimated_duration: null,
  is_premium: true,
  required_subscription_months: 6,
});
const deleted = sampleAdminActivity({ id: 3, title: 'Rotina da manhã', category: 'routine', is_active: false });

function stub(routes: Record<string, Handler> = {}) {
  let rows = [emotions, counting, deleted];
  const result = stubAdminArea({
    'GET /api/admin/activities': () => ({ body: { activities: rows } }),
    'DELETE /api/admin/activities/1': () => {
      rows = rows.map((a) => (a.id === 1 ? { ...a, is_active: false } : a));
      return { status: 204 };
    },
    'POST /api/admin/activities/3/restore': () => {
      rows = rows.map((a) => (a.id === 3 ? { ...a, is_active: true } : a));
      return { body: rows.find((a) => a.id === 3) };
    },
    'POST /api/admin/activities/generate-templates': () => ({ body: { added: 2 } }),
    ...routes,
  });
  return result;
}

const cards = () => within(screen.getByRole('list', { name: 'Gerenciar atividades' })).getAllByRole('listitem');

describe('/admin/activities (docs/product.md#activity-editor)', () => {
  it('lists the active activities with their badges and counts', async () => {
    stub();
    const view = renderRoute('/admin/activities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar atividades' })).toBeInTheDocument();
    expect(await screen.findByText('2 de 2 atividades')).toBeInTheDocument();
    const [first, second] = cards();
    expect(first).toHaveTextContent('Como eles se sentem?');
    expect(first).toHaveTextContent('3 a 8 anos · 10 min');
    for (const badge of [
      'Habilidades Sociais',
      'Dificuldade: Fácil',
      'Jogo',
      'TEA · Nível 1 - Necessita de suporte',
      'Gratuita',
    ]) {
      expect(within(first!).getByText(badge)).toBeInTheDocument();
    }
    expect(second).toHaveTextContent('Variável');
    for (const badge of [
      'Matemática',
      'Dificuldade: Médio',
      'Exercício',
      'TDAH · Leve',
      'Premium · a partir do 6º mês',
    ]) {
      expect(within(second!).getByText(badge)).toBeInTheDocument();
    }
    expect(screen.queryByText('Rotina da manhã')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova atividade' })).toHaveAttribute('href', '/admin/activities/nova');
    expect(screen.getByRole('link', { name: 'Editar Contando até 5' })).toHaveAttribute('href', '/admin/activities/2');
    await expectNoSeriousA11yViolations(view.container);
  });

  it('searches without accents, filters, and offers to clear when nothing matches', async () => {
    stub();
    renderRoute('/admin/activities');
    await screen.findByText('2 de 2 atividades');
    await userEvent.type(screen.getByLabelText('Buscar por título ou descrição'), 'emocoes');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Como eles se sentem?');
    await userEvent.clear(screen.getByLabelText('Buscar por título ou descrição'));
    await userEvent.selectOptions(screen.getByLabelText('TDAH'), 'Sim');
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Contando até 5');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Rotina');
    expect(screen.getByText('Nenhuma atividade encontrada')).toBeInTheDocument();
    expect(screen.getByText('0 de 2 atividades')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByLabelText('Categoria')).toHaveValue('');
  });

  it('keeps the search and filters in the URL, so a reload shows the same list; long titles wrap', async () => {
    stub({
      'GET /api/admin/activities': () => ({
        body: { activities: [emotions, counting, { ...deleted, title: 'Rotina'.repeat(30), category: 'math' }] },
      }),
    });
    renderRoute('/admin/activities?category=math&deleted=1&search=rotina');
    await screen.findByText('1 de 3 atividades');
    expect(screen.getByLabelText('Categoria')).toHaveValue('math');
    expect(screen.getByLabelText('Buscar por título ou descrição')).toHaveValue('rotina');
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByRole('heading')).toHaveClass('wrap-anywhere');
  });

  it('deletes after the confirmation, once, and restores from "Mostrar excluídas"', async () => {
    const { calls } = stub();
    renderRoute('/admin/activities');
    await screen.findByText('2 de 2 atividades');
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Como eles se sentem?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir atividade' });
    expect(dialog).toHaveTextContent(CONFIRM_DELETE_ACTIVITY);
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(/Atividade excluída/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('1 de 1 atividades')).toBeInTheDocument());
    expect(screen.queryByText('Como eles se sentem?')).not.toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Mostrar excluídas'));
    expect(await screen.findByText('3 de 3 atividades')).toBeInTheDocument();
    expect(screen.getAllByText('Excluída')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurar Rotina da manhã' }));
    expect(await screen.findByText('Atividade restaurada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Excluída')).toHaveLength(1));
    expect(calls.filter((c) => c.path === '/api/admin/activities/3/restore')).toHaveLength(1);
  });

  it("'Gerar Templates' asks the spec's question and says how many came back", async () => {
    const { calls } = stub();
    renderRoute('/admin/activities');
    await screen.findByText('2 de 2 atividades');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Templates' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONFIRM_GENERATE_TEMPLATES);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('2 atividades padrão adicionadas.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/admin/activities/generate-templates')).toHaveLength(1);
  });

  it('says when the standard catalogue is already complete', async () => {
    stub({ 'POST /api/admin/activities/generate-templates': () => ({ body: { added: 0 } }) });
    renderRoute('/admin/activities');
    await screen.findByText('2 de 2 atividades');
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Templates' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Gerar' }));
    expect(await screen.findByText('O catálogo padrão já está completo.')).toBeInTheDocument();
  });

  it('fails to load with a retry', async () => {
    stub({ 'GET /api/admin/activities': () => ({ status: 500, body: { error: 'x' } }) });
    renderRoute('/admin/activities');
    expect(await screen.findByText('Não foi possível carregar as atividades.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
