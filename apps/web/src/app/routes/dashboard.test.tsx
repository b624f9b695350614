import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { sampleChild, sampleStats, sampleTrial, stubSignedInParent as dashboard } from '../../test/fetch-stub';
import { renderRoute } from '../../test/render';

afterEach(() => vi.unstubAllGlobals());

describe('trial welcome', () => {
  it('opens when there is no subscription; accepting starts the trial and closes it', async () => {
    const { calls } = dashboard({
      'GET /api/subscription': () => ({ body: null }),
      'POST /api/subscription/start-trial': () => ({ body: { ...sampleTrial, trial_days_left: 7 } }),
    });
    renderRoute('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Começar teste grátis de 7 dias' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/subscription/start-trial')).toHaveLength(1);
    expect(screen.getByTestId('trial-badge')).toHaveTextContent('Teste grátis: 7 dias restantes');
  });

  it('opens when the subscription call answers 500', async () => {
    dashboard({ 'GET /api/subscription': () => ({ status: 500, body: {} }) });
    renderRoute('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' })).toBeInTheDocument();
  });

  it('waits for the terms to be accepted first', async () => {
    dashboard({
      'GET /api/subscription': () => ({ body: null }),
      'GET /api/terms/check': () => ({ body: { hasAccepted: false, terms_version: '1.0' } }),
      'GET /api/terms': () => ({ body: { version: '1.0', text: 'Termos.' } }),
    });
    renderRoute('/dashboard');
    expect(await screen.findByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' })).not.toBeInTheDocument();
  });

  it('shows the server message when the trial was already used, with a way to the plans', async () => {
    dashboard({
      'GET /api/subscription': () => ({ body: null }),
      'POST /api/subscription/start-trial': () => ({
        status: 409,
        body: { error: 'Você já utilizou o período de teste gratuito.' },
      }),
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Começar teste grátis de 7 dias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Você já utilizou o período de teste gratuito.');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/subscription');
  });
});

describe('trial badge and banner', () => {
  it('shows the days left without a banner when more than 3 remain', async () => {
    dashboard();
    renderRoute('/dashboard');
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Teste grátis: 5 dias restantes');
    expect(screen.getByTestId('trial-badge')).not.toHaveAttribute('data-ending');
    expect(screen.queryByRole('link', { name: 'Assinar agora' })).not.toBeInTheDocument();
  });

  it('turns red with the upgrade banner at 3 days', async () => {
    dashboard({ 'GET /api/subscription': () => ({ body: { ...sampleTrial, trial_days_left: 3 } }) });
    renderRoute('/dashboard');
    expect(await screen.findByTestId('trial-badge')).toHaveAttribute('data-ending', 'true');
    expect(screen.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute('href', '/subscription');
  });
});

describe('badge and banner after a paid plan (docs/product.md#trial-badge-and-banner)', () => {
  const paid = {
    ...sampleTrial,
    plan_type: 'annual',
    trial_days_left: null,
    subscription_start_date: '2026-01-01T00:00:00.000Z',
    subscription_end_date: '2027-01-01T00:00:00.000Z',
  };

  it('a cancelled plan still giving access: "Assinatura cancelada", no banner', async () => {
    dashboard({ 'GET /api/subscription': () => ({ body: { ...paid, status: 'cancelled' } }) });
    renderRoute('/dashboard');
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Assinatura cancelada');
    expect(screen.queryByRole('link', { name: 'Assinar agora' })).not.toBeInTheDocument();
  });

  it('an ended plan: "Assinatura encerrada" in red, and the banner speaks of the plan, not a trial', async () => {
    dashboard({ 'GET /api/subscription': () => ({ body: { ...paid, status: 'expired' } }) });
    renderRoute('/dashboard');
    expect(await screen.findByTestId('trial-badge')).toHaveTextContent('Assinatura encerrada');
    expect(screen.getByTestId('trial-badge')).toHaveAttribute('data-ending', 'true');
    expect(
      screen.getByText('Sua assinatura terminou. Assine para voltar a ter acesso a todas as atividades.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assinar agora' })).toHaveAttribute('href', '/subscription');
  });
});

describe('dashboard content', () => {
  it('shows the four stats, the empty state and disables invite without children', async () => {
    dashboard({
      'GET /api/dashboard/stats': () => ({ body: { ...sampleStats, totalActivities: 10, completedThisWeek: 4 } }),
    });
    const { container } = renderRoute('/dashboard');
    expect(await screen.findByText('Nenhuma criança cadastrada ainda')).toBeInTheDocument();
    const activities = screen.getByText('Atividades disponíveis').closest('div')!;
    await waitFor(() => expect(activities).toHaveTextContent('10'));
    expect(screen.getByText('Atividades concluídas esta semana').closest('div')).toHaveTextContent('4');
    expect(screen.getByText('Crianças cadastradas')).toBeInTheDocument();
    expect(screen.getByText('Profissionais colaborando')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convidar profissional' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Biblioteca de atividades' })).toHaveAttribute('href', '/activities');
    expect(screen.getByRole('link', { name: 'Gerenciar assinatura' })).toHaveAttribute('href', '/subscription');
    await expectNoSeriousA11yViolations(container);
  });

  it('adds a child: the card appears and the stats are refreshed', async () => {
    let children: unknown[] = [];
    const { calls } = dashboard({
      'GET /api/children': () => ({ body: children }),
      'POST /api/children': (init) => {
        const created = sampleChild({ ...JSON.parse(String(init!.body)), id: 11 });
        children = [created];
        return { status: 201, body: created };
      },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar criança' }));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Théo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const card = await screen.findByRole('heading', { name: 'Théo' });
    expect(card.closest('[data-testid="child-card"]')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/children');
    expect(post?.body).toMatchObject({
      name: 'Théo',
      diagnosis_tea: 0,
      tea_level: 1,
      diagnosis_tdah: 0,
      tdah_level: 1,
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/dashboard/stats').length).toBeGreaterThan(1));
  });

  it("shows the server's message, or the fallback of docs/product.md#child-fields, when creating fails", async () => {
    dashboard({ 'POST /api/children': () => ({ status: 500, body: {} }) });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar criança' }));
    await userEvent.type(await screen.findByLabelText('Nome'), 'Théo');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao criar perfil');
    expect(screen.getByLabelText('Nome')).toHaveValue('Théo');
  });

  it('removes a profile after confirming', async () => {
    const { calls } = dashboard({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'DELETE /api/children/10': () => ({ body: { ok: true } }),
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Mais opções para Lia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Perfil' }));
    const confirm = screen.getByRole('dialog', { name: 'Remover o perfil de Lia?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover perfil' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Lia' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/api/children/10')).toHaveLength(1);
  });

  it('invites a professional: validates, then sends and confirms', async () => {
    const { calls } = dashboard({
      'GET /api/children': () => ({ body: [sampleChild(), sampleChild({ id: 11, name: 'Théo' })] }),
      'POST /api/professional/invite': () => ({
        status: 201,
        body: {
          invitation: {
            id: 1,
            professional_email: 'dra.ana@clinica.com',
            status: 'pending',
            child_ids: [10],
            expires_at: '2026-11-30T12:00:00.000Z',
          },
          email: 'queued',
          link: null,
        },
      }),
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar profissional' }));
    // The form's code loads when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Convidar profissional' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('Email inválido')).toBeInTheDocument();
    expect(within(dialog).getByText('Selecione ao menos uma criança')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/professional/invite')).toBe(false);
    // The server's e-mail rule: this address passed the form's old pattern.
    await userEvent.type(within(dialog).getByLabelText('E-mail do profissional'), 'dra..ana@clinica.com');
    await userEvent.click(within(dialog).getByLabelText('Lia'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('Email inválido')).toBeInTheDocument();
    expect(within(dialog).queryByText('Selecione ao menos uma criança')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('E-mail do profissional'));
    await userEvent.type(within(dialog).getByLabelText('E-mail do profissional'), 'dra.ana@clinica.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await screen.findByText('Convite enviado para dra.ana@clinica.com.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/professional/invite')?.body).toEqual({
      professional_email: 'dra.ana@clinica.com',
      child_ids: [10],
      message: null,
    });
  });

  it("shows 'Erro de conexão. Tente novamente.' when the invite cannot reach the server", async () => {
    dashboard({
      'GET /api/children': () => ({ body: [sampleChild()] }),
      'POST /api/professional/invite': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar profissional' }));
    // The form's code loads when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Convidar profissional' });
    await userEvent.type(within(dialog).getByLabelText('E-mail do profissional'), 'dra.ana@clinica.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Erro de conexão. Tente novamente.');
  });

  it("chooses an only child and refuses the parent's own e-mail", async () => {
    const { calls } = dashboard({ 'GET /api/children': () => ({ body: [sampleChild()] }) });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Convidar profissional' }));
    // The form's code loads when it opens.
    const dialog = await screen.findByRole('dialog', { name: 'Convidar profissional' });
    expect(within(dialog).getByLabelText('Lia')).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('E-mail do profissional'), 'Ana@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(within(dialog).getByText('Você não pode convidar o seu próprio e-mail.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('E-mail do profissional')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.path === '/api/professional/invite')).toBe(false);
  });
});
