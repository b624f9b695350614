import { GOAL_ENDED, TOO_MANY_TRIALS } from '@neurobridge/shared/api/goals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { gated } from '../../../test/fetch-stub';
import { putAnswer, sampleRecord, sampleSessionGoal, sampleSessionTrials } from '../trials-stubs';
import { button, chips, echo, figure, GET, loaded, PUT, renderTrials, t, tap } from './render-trials';

afterEach(() => vi.unstubAllGlobals());

describe('recording a session’s trials (docs/product.md#session-trials)', () => {
  it('shows the session and the goal, and records 10 trials, each PUT the whole list in order', async () => {
    const { sent, container } = renderTrials({ [GET]: () => ({ body: sampleSessionTrials() }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tentativas da sessão de 20/11/2026' })).toBeVisible();
    expect(screen.getByText('Individual · Bruna Lima')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nomear cores' })).toBeInTheDocument();
    expect(screen.getByText('80 % de acerto em 3 sessões seguidas')).toBeInTheDocument();
    expect(button('Independente')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Nenhuma tentativa ainda. Escolha o nível de ajuda e toque na resposta.')).toBeVisible();
    await expectNoSeriousA11yViolations(container);

    const plan: [prompt: string | null, response: string][] = [
      [null, 'Correto'],
      [null, 'Correto'],
      [null, 'Incorreto'],
      ['Verbal', 'Com ajuda'],
      [null, 'Correto'],
      ['Gestual', 'Correto'],
      [null, 'Sem resposta'],
      ['Independente', 'Correto'],
      [null, 'Correto'],
      [null, 'Correto'],
    ];
    for (const [i, [prompt, response]] of plan.entries()) {
      if (prompt) await tap(prompt);
      await tap(response);
      await waitFor(() => expect(sent()).toHaveLength(i + 1));
      await screen.findByText('Salvo');
    }
    const all = [
      t('correct'),
      t('correct'),
      t('incorrect'),
      t('prompted', 'verbal'),
      t('correct', 'verbal'),
      t('correct', 'gestural'),
      t('no_response', 'gestural'),
      t('correct'),
      t('correct'),
      t('correct'),
    ];
    expect(sent()).toEqual(all.map((_, i) => all.slice(0, i + 1)));
    expect(chips().map((c) => c.querySelector('[aria-hidden]')!.textContent)).toEqual([
      '1 ✓ Ind.',
      '2 ✓ Ind.',
      '3 ✗ Ind.',
      '4 ± Verb.',
      '5 ✓ Verb.',
      '6 ✓ Gest.',
      '7 – Gest.',
      '8 ✓ Ind.',
      '9 ✓ Ind.',
      '10 ✓ Ind.',
    ]);
    expect(chips()[3]).toHaveTextContent('Tentativa 4: Com ajuda, Verbal');
    // 7 of 10 correct; 5 of them without help.
    expect(figure('% correto')).toBe('70 %');
    expect(figure('% independente')).toBe('50 %');
    expect(figure('tentativas na sessão')).toBe('10 de 200');
    await expectNoSeriousA11yViolations(container);
  });

  it('"Desfazer" removes the last trial, also one saved before the page was opened', async () => {
    const mine = sampleRecord([t('correct'), t('incorrect'), t('prompted', 'model')]);
    const { sent } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1, { records: [mine] })]) }),
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
    expect(figure('tentativas na sessão')).toBe('3 de 200');
    await tap('Desfazer');
    await waitFor(() => expect(sent()).toEqual([[t('correct'), t('incorrect')]]));
    expect(chips()).toHaveLength(2);
    await tap('Desfazer');
    await tap('Desfazer');
    await waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]).toEqual([]);
    expect(screen.getByText('Nenhuma tentativa ainda. Escolha o nível de ajuda e toque na resposta.')).toBeVisible();
    // Nothing left to undo: the button stays (and keeps the focus) but sends nothing.
    expect(button('Desfazer')).toHaveAttribute('aria-disabled', 'true');
    await tap('Desfazer');
    await screen.findByText('Salvo');
    expect(sent()).toHaveLength(3);
  });

  it('one save at a time: taps during a slow save send exactly the newest list next', async () => {
    const { gate, release } = gated();
    let first = true;
    const { sent } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials() }),
      [PUT]: async (init, url) => {
        if (first) {
          first = false;
          await gate;
        }
        return echo(init, url);
      },
    });
    await loaded();
    await tap('Correto');
    await tap('Incorreto');
    await tap('Com ajuda');
    await tap('Desfazer');
    await tap('Sem resposta');
    expect(sent()).toEqual([[t('correct')]]);
    expect(screen.getByText('Salvando…')).toBeInTheDocument();
    expect(chips()).toHaveLength(3);
    release();
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toEqual([t('correct'), t('incorrect'), t('no_response')]);
    await screen.findByText('Salvo');
    expect(sent()).toHaveLength(2);
  });

  it('a failed save keeps the list on screen; "Tentar novamente" sends the newest list', async () => {
    let down = true;
    const { sent, container } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials() }),
      [PUT]: (init, url) => {
        if (down) throw new TypeError('Failed to fetch');
        return echo(init, url);
      },
    });
    await loaded();
    await tap('Correto');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível salvar.');
    expect(chips()).toHaveLength(1);
    await tap('Incorreto');
    await waitFor(() => expect(sent()).toHaveLength(2));
    await screen.findByRole('alert');
    expect(chips()).toHaveLength(2);
    await expectNoSeriousA11yViolations(container);

    down = false;
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Salvo');
    expect(sent()).toEqual([[t('correct')], [t('correct'), t('incorrect')], [t('correct'), t('incorrect')]]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a server error (5xx) is a failed save too, with its retry', async () => {
    let status = 503;
    const { sent } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials() }),
      [PUT]: (init, url) => (status === 200 ? echo(init, url) : { status, body: { error: 'Erro interno.' } }),
    });
    await loaded();
    await tap('Correto');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível salvar.');
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await screen.findByText('Salvo');
    expect(sent()).toEqual([[t('correct')], [t('correct')]]);
  });

  it("the server's refusal (the 200 limit) is shown as it is, and the list goes back to what it holds", async () => {
    const mine = sampleRecord([t('correct'), t('correct')]);
    const { sent } = renderTrials({
      [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1, { records: [mine] })], 150) }),
      [PUT]: () => ({ status: 400, body: { error: TOO_MANY_TRIALS } }),
    });
    await loaded();
    await tap('Incorreto');
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY_TRIALS);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(chips()).toHaveLength(2);
    expect(sent()).toEqual([[t('correct'), t('correct'), t('incorrect')]]);
  });

  it('at 200 trials in the session the responses record nothing more and say why', async () => {
    const { sent } = renderTrials({ [GET]: () => ({ body: sampleSessionTrials(undefined, 199) }) });
    await loaded();
    await tap('Correto');
    await screen.findByText('Salvo');
    expect(screen.getByText(TOO_MANY_TRIALS)).toBeVisible();
    expect(figure('tentativas na sessão')).toBe('200 de 200');
    expect(button('Incorreto')).toHaveAttribute('aria-disabled', 'true');
    await tap('Incorreto');
    expect(sent()).toEqual([[t('correct')]]);
    // Undo makes room again.
    await tap('Desfazer');
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(screen.queryByText(TOO_MANY_TRIALS)).not.toBeInTheDocument();
  });

  it('an ended goal is read-only; one ended meanwhile is refused with the server’s words', async () => {
    const ended = sampleSessionGoal(2, { status: 'ended', records: [sampleRecord([t('correct')])] });
    renderTrials({
      [GET]: () => ({ body: sampleSessionTrials([sampleSessionGoal(1), ended]) }),
      [PUT]: () => ({ status: 409, body: { error: GOAL_ENDED } }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Meta 2/ }));
    expect(screen.getByText('Esta meta foi encerrada: as tentativas ficam só para consulta.')).toBeVisible();
    expect(button('Correto')).toBeDisabled();
    expect(chips()).toHaveLength(1);

    await userEvent.click(screen.getByRole('radio', { name: /Nomear cores/ }));
    await tap('Correto');
    expect(await screen.findByRole('alert')).toHaveTextContent(GOAL_ENDED);
    expect(screen.getByText('Nenhuma tentativa ainda. Escolha o nível de ajuda e toque na resposta.')).toBeVisible();
  });

  it('a save that meets the goal shows "Meta alcançada em …" calmly', async () => {
    renderTrials({
      [GET]: () => ({ body: sampleSessionTrials() }),
      [PUT]: () => ({
        body: putAnswer(1, [t('correct')], { status: 'met', met_at: '2026-11-20T18:00:00.000Z' }),
      }),
    });
    await loaded();
    await tap('Correto');
    expect(await screen.findByText('Meta alcançada em 20/11/2026!')).toHaveAttribute('role', 'status');
  });
});
