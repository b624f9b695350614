import {
  ACTIVITY_DURATION_DEFAULT,
  adminActivityBody,
  INVALID_AGE_ORDER,
  INVALID_TITLE,
} from '@neurobridge/shared/api/admin-activities';
import { EMOTIONS_INVALID } from '@neurobridge/shared/content/types/emotion-recognition/authoring';
import { RANGE_INVALID } from '@neurobridge/shared/content/types/visual-math/authoring';
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

const counting = sampleAdminActivity({
  id: 7,
  title: 'Contando até 5',
  content: JSON.stringify({ type: 'visual_math', range: [1, 5] }),
  category: 'math',
  for_tea: 1,
  tea_level: 2,
  for_tdah: 1,
  tdah_level: null,
  is_premium: true,
  required_subscription_months: 6,
});

function stub(routes: Record<string, Handler> = {}) {
  return stubAdminArea({
    'GET /api/admin/activities': () => ({ body: { activities: [counting] } }),
    'POST /api/admin/activities': (init) => ({
      status: 201,
      body: sampleAdminActivity({ id: 99, title: String((JSON.parse(String(init!.body)) as { title: string }).title) }),
    }),
    'PUT /api/admin/activities/7': () => ({ body: counting }),
    ...routes,
  });
}

const content = () => screen.getByRole('group', { name: 'Conteúdo do jogo' });

describe('the activity form (docs/product.md#activity-editor)', () => {
  it("a new activity starts from the spec's defaults, and the level selectors follow their boxes", async () => {
    stub();
    const view = renderRoute('/admin/activities/nova');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nova atividade' })).toBeInTheDocument();
    expect(screen.getByLabelText('Idade mínima')).toHaveValue(3);
    expect(screen.getByLabelText('Idade máxima')).toHaveValue(17);
    expect(screen.getByLabelText('Duração (minutos)')).toHaveValue(ACTIVITY_DURATION_DEFAULT);
    expect(screen.getByLabelText('Dificuldade')).toHaveDisplayValue('Fácil');
    expect(screen.getByLabelText('Categoria')).toHaveDisplayValue('Habilidades Sociais');
    expect(screen.getByLabelText('Tipo de atividade')).toHaveDisplayValue('Jogo');
    expect(
      within(screen.getByLabelText('Dificuldade'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fácil', 'Médio', 'Difícil']);
    expect(within(screen.getByLabelText('Categoria')).getAllByRole('option')).toHaveLength(9);
    expect(within(screen.getByLabelText('Tipo de atividade')).getAllByRole('option')).toHaveLength(5);
    // NEW_ACTIVITY_CONTENT: emotions happy, sad, angry, surprised.
    expect(within(content()).getByLabelText('Jogo')).toHaveDisplayValue('Emoções');
    for (const label of ['Feliz', 'Triste', 'Bravo', 'Surpreso'])
      expect(within(content()).getByLabelText(label)).toBeChecked();
    expect(within(content()).getByLabelText('Preocupado')).not.toBeChecked();

    expect(screen.getByLabelText('Para TEA')).toBeChecked();
    expect(screen.getByLabelText('Para TDAH')).toBeChecked();
    const tea = screen.getByLabelText('Nível de TEA');
    expect(tea).toHaveDisplayValue('Nível 1 - Necessita de suporte');
    expect(screen.getByLabelText('Nível de TDAH')).toHaveDisplayValue('Leve');
    expect(
      within(tea)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Qualquer nível',
      'Nível 1 - Necessita de suporte',
      'Nível 2 - Suporte substancial',
      'Nível 3 - Suporte muito substancial',
    ]);
    expect(
      within(screen.getByLabelText('Nível de TDAH'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Qualquer nível', 'Leve', 'Moderado', 'Severo']);
    await userEvent.click(screen.getByLabelText('Para TEA'));
    expect(screen.queryByLabelText('Nível de TEA')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Para TDAH'));
    expect(screen.queryByLabelText('Nível de TDAH')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Para TEA'));
    expect(screen.getByLabelText('Nível de TEA')).toBeInTheDocument();
    expect(screen.queryByLabelText('Meses de assinatura exigidos')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Premium'));
    expect(screen.getByLabelText('Meses de assinatura exigidos')).toHaveValue(0);
    await expectNoSeriousA11yViolations(view.container);
  });

  it('keyboard focus starts at the heading, not in the preview, and stays in the form while the content changes', async () => {
    stub();
    renderRoute('/admin/activities/nova');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nova atividade' });
    // The default emotion quiz is loaded and would move focus to its question.
    const preview = await screen.findByTestId('preview-game');
    await within(preview)
      .findByRole('group', {}, { timeout: 4000 })
      .catch(() => undefined);
    await waitFor(() => expect(preview.querySelector('button')).not.toBeNull());
    expect(heading).toHaveFocus();
    expect(preview).toHaveAttribute('inert');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Voltar para atividades' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Título')).toHaveFocus();
    // A content change restarts the game without taking the keyboard from the form.
    const category = screen.getByLabelText('Categoria');
    category.focus();
    await userEvent.selectOptions(category, 'Matemática');
    await waitFor(() => expect(preview.querySelector('button')).not.toBeNull());
    expect(category).toHaveFocus();
    // Playing the preview is the admin's choice: then the game takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Jogar a prévia' }));
    expect(screen.getByTestId('preview-game')).not.toHaveAttribute('inert');
    await waitFor(() =>
      expect(screen.getByTestId('preview-game')).toContainElement(document.activeElement as HTMLElement),
    );
  });

  it('a long word wraps in the form and the preview instead of widening the page', async () => {
    stub();
    renderRoute('/admin/activities/nova');
    const form = await screen.findByRole('form', { name: 'Nova atividade' });
    expect(form).toHaveClass('min-w-0', 'wrap-anywhere');
    expect(screen.getByRole('region', { name: 'Prévia' })).toHaveClass('min-w-0', 'wrap-anywhere');
  });

  it('shows the pt-BR messages next to the fields and sends nothing while invalid', async () => {
    const { calls } = stub();
    renderRoute('/admin/activities/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova atividade' });
    for (const label of ['Feliz', 'Triste', 'Bravo', 'Surpreso'])
      await userEvent.click(within(content()).getByLabelText(label));
    // The content's message shows at once, and the preview waits for a valid content.
    expect(within(content()).getByText(EMOTIONS_INVALID)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Prévia' })).toHaveTextContent('Corrija o conteúdo para ver a prévia.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByLabelText('Título')).toHaveAccessibleDescription(INVALID_TITLE);
    expect(screen.getByText('Corrija os campos destacados antes de salvar.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Título'), 'Emoções');
    await userEvent.click(within(content()).getByLabelText('Feliz'));
    await userEvent.clear(screen.getByLabelText('Idade mínima'));
    await userEvent.type(screen.getByLabelText('Idade mínima'), '12');
    await userEvent.clear(screen.getByLabelText('Idade máxima'));
    await userEvent.type(screen.getByLabelText('Idade máxima'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByLabelText('Idade máxima')).toHaveAccessibleDescription(`De 3 a 17 anos. ${INVALID_AGE_ORDER}`);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates once, however fast the clicks, and goes back to the list', { timeout: 15_000 }, async () => {
    const { calls } = stub();
    const view = renderRoute('/admin/activities/nova');
    await screen.findByRole('heading', { level: 1, name: 'Nova atividade' });
    await userEvent.type(screen.getByLabelText('Título'), 'Emoções no parque');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Atividade criada com sucesso!')).toHaveLength(1);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/activities'));
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/activities');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({
      title: 'Emoções no parque',
      description: '',
      learning_objectives: '',
      category: 'social_skills',
      activity_type: 'game',
      difficulty_level: 1,
      min_age: 3,
      max_age: 17,
      estimated_duration: 15,
      for_tea: 1,
      for_tdah: 1,
      tea_level: 1,
      tdah_level: 1,
      is_premium: false,
      required_subscription_months: 0,
      unlock_description: '',
      content: { type: 'emotion_recognition', emotions: ['happy', 'sad', 'angry', 'surprised'], difficulty: 'easy' },
    });
    expect(adminActivityBody.safeParse(posts[0]!.body).success).toBe(true);
  });

  it('edits an activity: its values, a changed counting range, and the PUT', async () => {
    const { calls } = stub();
    renderRoute('/admin/activities/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar atividade' })).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Contando até 5');
    expect(screen.getByLabelText('Nível de TEA')).toHaveDisplayValue('Nível 2 - Suporte substancial');
    expect(screen.getByLabelText('Meses de assinatura exigidos')).toHaveValue(6);
    expect(within(content()).getByLabelText('Jogo')).toHaveDisplayValue('Contagem');
    const max = within(content()).getByLabelText('Até');
    await userEvent.clear(max);
    await userEvent.type(max, '11');
    expect(within(content()).getByText(RANGE_INVALID)).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '9');
    expect(within(content()).queryByText(RANGE_INVALID)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atividade salva com sucesso!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/activities/7');
    expect(put.body).toMatchObject({
      content: { type: 'visual_math', range: [1, 9] },
      required_subscription_months: 6,
    });
  });

  it("a failed save shows the server's message and keeps everything typed", async () => {
    stub({
      'PUT /api/admin/activities/7': () => ({ status: 400, body: { error: 'Escolha uma categoria da lista.' } }),
    });
    renderRoute('/admin/activities/7');
    await screen.findByRole('heading', { level: 1, name: 'Editar atividade' });
    await userEvent.type(screen.getByLabelText('Título'), ' (nova)');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Escolha uma categoria da lista.')).toBeInTheDocument();
    expect(screen.getByLabelText('Título')).toHaveValue('Contando até 5 (nova)');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    stub();
    const view = renderRoute('/admin/activities/7');
    await screen.findByRole('heading', { level: 1, name: 'Editar atividade' });
    await userEvent.type(screen.getByLabelText('Título'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/activities/7');
    // A link of the shell is held too, and followed once confirmed.
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao painel' }));
    expect(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/admin/activities/7');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('leaves at once when nothing changed', async () => {
    stub();
    const view = renderRoute('/admin/activities/7');
    await screen.findByRole('heading', { level: 1, name: 'Editar atividade' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/activities'));
  });

  it('an unknown id says so', async () => {
    stub();
    renderRoute('/admin/activities/12345');
    expect(await screen.findByText('Atividade não encontrada.')).toBeInTheDocument();
  });
});
