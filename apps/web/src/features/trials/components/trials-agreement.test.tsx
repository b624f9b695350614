import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { sampleRecord, sampleSessionGoal, sampleSessionTrials } from '../trials-stubs';
import { button, chips, echo, GET, loaded, renderTrials, t, tap } from './render-trials';

afterEach(() => vi.unstubAllGlobals());

const bruna = sampleRecord([t('correct'), t('correct'), t('incorrect'), t('correct')], {
  recorder_name: 'Bruna Lima',
  mine: false,
  is_session_professional: true,
});
const ana = sampleRecord([t('correct'), t('correct'), t('correct'), t('correct')]);
const panel = () => screen.getByRole('region', { name: 'Concordância entre registros' });
const entries = () => within(panel()).getAllByRole('listitem');

describe('Concordância entre registros (docs/product.md#session-trials)', () => {
  it('shows each record with its summary, the main one marked, and the trial-by-trial agreement, live', async () => {
    const { container } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1, { records: [bruna, ana] })]) }),
    });
    await loaded();
    const [main, other] = entries();
    expect(main).toHaveTextContent('Bruna Lima');
    expect(within(main!).getByText('Registro principal')).toBeInTheDocument();
    expect(main).toHaveTextContent('75 % correto · 75 % independente · 4 tentativas');
    expect(main).not.toHaveTextContent('concordância');
    expect(other).toHaveTextContent('Ana Souza(você)');
    expect(other).toHaveTextContent('100 % correto · 100 % independente · 4 tentativas');
    expect(other).toHaveTextContent('Ana Souza: 75 % de concordância (tentativa a tentativa)');
    expect(within(panel()).getByText(/compar/)).toBeInTheDocument();
    await expectNoSeriousA11yViolations(container);

    // Trial 3 disagreed and trial 4 only Bruna has now: 2 of 4.
    await tap('Desfazer');
    expect(entries()[1]).toHaveTextContent('Ana Souza: 50 % de concordância (tentativa a tentativa)');
    expect(entries()[1]).toHaveTextContent('100 % correto · 100 % independente · 3 tentativas');
  });

  it('the session professional recording sees their record as the main one, and the parent’s agreement with it', async () => {
    const mine = { ...bruna, mine: true };
    const parent = sampleRecord([t('correct')], { recorder_name: 'Ana Souza', mine: false });
    renderTrials({
      [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1, { records: [mine, parent] })]) }),
    });
    await loaded();
    const [main, other] = entries();
    expect(main).toHaveTextContent('Bruna Lima(você)Registro principal');
    expect(other).toHaveTextContent('Ana Souza: 25 % de concordância (tentativa a tentativa)');
    expect(other).toHaveTextContent('100 % correto · 100 % independente · 1 tentativa');
  });

  it('someone else’s record alone: the panel lists it, and mine joins once the server says who I am', async () => {
    const { sent } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1, { records: [bruna] })]) }),
    });
    await loaded();
    expect(entries()).toHaveLength(1);
    await tap('Correto');
    await waitFor(() => expect(entries()).toHaveLength(2));
    expect(entries()[1]).toHaveTextContent('Ana Souza: 25 % de concordância (tentativa a tentativa)');
    expect(sent()).toEqual([[t('correct')]]);
  });

  it('no panel while only my record exists', async () => {
    renderTrials({ [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1, { records: [ana] })]) }) });
    await loaded();
    expect(chips()).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Concordância entre registros' })).not.toBeInTheDocument();
  });
});

describe('the goal picker, the keyboard and the states of the read', () => {
  it('offers the session’s goals with their criteria, and records for the chosen one', async () => {
    const { calls } = renderTrials({
      [GET]: () => ({
        body: sampleSessionTrials([
          sampleSessionGoal(1),
          sampleSessionGoal(2, { criterion_text: '90 % de acerto em 2 sessões seguidas' }),
        ]),
      }),
      'PUT /api/children/10/sessions/20/trials/2': echo,
    });
    await loaded();
    const group = screen.getByRole('group', { name: 'Meta' });
    expect(within(group).getByRole('radio', { name: 'Nomear cores' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Meta 2' })).toHaveAccessibleDescription(
      '90 % de acerto em 2 sessões seguidas',
    );
    await userEvent.click(within(group).getByRole('radio', { name: 'Meta 2' }));
    await tap('Incorreto');
    await screen.findByText('Salvo');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/api/children/10/sessions/20/trials/2',
    ]);
    // Once saved, the session is read again (the others' records, the goals' measures).
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2));
  });

  it('works with the keyboard: the prompt level, then the response, then "Desfazer", in that order', async () => {
    const { sent } = renderTrials({ [GET]: () => ({ body: sampleSessionTrials() }) });
    await loaded();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(button('Verbal')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(button('Verbal')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Independente')).toHaveAttribute('aria-pressed', 'false');
    for (let i = 0; i < 4; i++) await userEvent.tab();
    expect(button('Correto')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toEqual([[t('correct', 'verbal')]]));
    for (let i = 0; i < 4; i++) await userEvent.tab();
    expect(button('Desfazer')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual([]);
    expect(button('Desfazer')).toHaveFocus();
  });

  it('loading, then a session the server does not give: its words and the way back', async () => {
    renderTrials({ [GET]: () => ({ status: 404, body: { error: 'Sessão não encontrada.' } }) });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessão não encontrada.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Voltar ao perfil' })).toHaveAttribute('href', '/child/10');
  });

  it('a failed read offers a retry', async () => {
    let fail = true;
    const { container } = renderTrials({
      // A 4xx is not asked again by itself (lib/query-client.ts), so the failure shows at once.
      [GET]: () => (fail ? { status: 400, body: {} } : { body: sampleSessionTrials() }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar as tentativas da sessão.');
    await expectNoSeriousA11yViolations(container);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Correto' })).toBeVisible();
  });

  it('a child without goals to record: says how to start', async () => {
    renderTrials({ [GET]: () => ({ body: sampleSessionTrials([]) }) });
    expect(await screen.findByText(/ainda não tem metas para registrar/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Correto' })).not.toBeInTheDocument();
  });
});
