import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../../test/axe';
import { activitiesMessages } from '../messages';
import { CompletionCard, type CardSave } from './completion-card';

function renderCard(score: number, save: CardSave['state'] | CardSave = 'saved') {
  const handlers = { onBack: vi.fn(), onContinue: vi.fn(), onReplay: vi.fn() };
  const view = render(
    <CompletionCard
      result={{ score, seconds: 95 }}
      save={typeof save === 'string' ? ({ state: save } as CardSave) : save}
      {...handlers}
    />,
  );
  return { ...handlers, container: view.container };
}
const buttonNames = () =>
  within(screen.getByTestId('completion-card'))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('CompletionCard', () => {
  it('takes the focus to its title when it appears, so it does not fall to the page', () => {
    renderCard(100);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it("says 'Parabéns!' from 80 %, with score and time", () => {
    renderCard(80);
    expect(screen.getByRole('heading', { name: 'Parabéns!' })).toBeInTheDocument();
    expect(screen.getByText('Pontuação: 80%')).toBeInTheDocument();
    expect(screen.getByText('Tempo: 2 min')).toBeInTheDocument();
    expect(buttonNames()).toEqual(['Voltar', 'Continuar', 'Jogar de novo']);
  });

  it("says 'Muito bem!' from 40 %", () => {
    renderCard(79);
    expect(screen.getByRole('heading', { name: 'Muito bem!' })).toBeInTheDocument();
    renderCard(40);
    expect(screen.getAllByRole('heading', { name: 'Muito bem!' })).toHaveLength(2);
  });

  it("below 40 % invites to try again with the replay button first, and never says 'Parabéns!' at 0 %", () => {
    const { onReplay } = renderCard(0);
    expect(screen.getByRole('heading', { name: 'Vamos tentar de novo?' })).toBeInTheDocument();
    expect(screen.queryByText('Parabéns!')).toBeNull();
    expect(buttonNames()).toEqual(['Jogar de novo', 'Voltar', 'Continuar']);
    screen.getByRole('button', { name: 'Jogar de novo' }).click();
    expect(onReplay).toHaveBeenCalledTimes(1);
  });

  it("in child mode offers only 'Jogar de novo' (the grown-up's exit is the way out), and still saves", () => {
    const handlers = { onBack: vi.fn(), onContinue: vi.fn(), onReplay: vi.fn() };
    render(<CompletionCard result={{ score: 100, seconds: 40 }} save={{ state: 'saved' }} childMode {...handlers} />);
    expect(buttonNames()).toEqual(['Jogar de novo']);
    expect(screen.getByRole('status')).toHaveTextContent('Progresso salvo.');
  });

  it('keeps the way out locked while the progress is being saved', () => {
    renderCard(100, 'saving');
    for (const b of within(screen.getByTestId('completion-card')).getAllByRole('button')) expect(b).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Salvando o progresso...');
  });

  it('kept on the device: says so calmly in the status, no alert, and the way on stays open', async () => {
    const { container } = renderCard(100, 'queued');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Sem conexão: o resultado ficou guardado neste aparelho e será enviado quando a internet voltar.',
    );
    expect(status.querySelector('.text-red-900, .bg-red-50')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    for (const b of within(screen.getByTestId('completion-card')).getAllByRole('button')) expect(b).toBeEnabled();
    await expectNoSeriousA11yViolations(container);
  });

  it("refused: the server's reason in the error box, with no button to try again", async () => {
    const { container } = renderCard(100, { state: 'refused', reason: 'Atividade bloqueada no seu plano.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(activitiesMessages.player.saveError);
    expect(alert).toHaveTextContent('Atividade bloqueada no seu plano.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(buttonNames()).toEqual(['Voltar', 'Continuar', 'Jogar de novo']);
    await expectNoSeriousA11yViolations(container);
  });
});

describe('CompletionCard: stars and levels (docs/product.md#stars-and-the-reward-shop, docs/product.md#game-levels)', () => {
  const handlers = () => ({ onBack: vi.fn(), onContinue: vi.fn(), onReplay: vi.fn() });
  const stars = () => screen.queryByTestId('stars-earned')?.querySelectorAll('svg').length ?? 0;

  it.each([
    [100, 3, 'Você ganhou 3 estrelas!'],
    [80, 3, 'Você ganhou 3 estrelas!'],
    [79, 2, 'Você ganhou 2 estrelas!'],
    [50, 2, 'Você ganhou 2 estrelas!'],
    [49, 1, 'Você ganhou 1 estrela!'],
    [0, 1, 'Você ganhou 1 estrela!'],
  ])('at %i %% the child earns %i star(s), counted on the device', (score, n, text) => {
    renderCard(score, 'queued');
    expect(stars()).toBe(n);
    // The words are read with the title, which takes the focus.
    expect(screen.getByRole('heading', { level: 2 })).toHaveAccessibleDescription(text);
  });

  it('shows the stars while saving and once saved, but none without a child nor for a result not kept', () => {
    for (const state of ['saving', 'saved'] as const) {
      const view = render(<CompletionCard result={{ score: 90, seconds: 30 }} save={{ state }} {...handlers()} />);
      expect(stars()).toBe(3);
      view.unmount();
    }
    for (const save of [{ state: 'none' }, { state: 'error' }, { state: 'refused', reason: 'Não.' }] as CardSave[]) {
      const view = render(<CompletionCard result={{ score: 90, seconds: 30 }} save={save} {...handlers()} />);
      expect(stars()).toBe(0);
      expect(screen.queryByText(/estrela/)).toBeNull();
      view.unmount();
    }
  });

  it('tells a level up above the level played, politely; never a level down or a level kept', async () => {
    const card = (newLevel: number | null, level = 2) =>
      render(
        <CompletionCard
          result={{ score: 90, seconds: 30 }}
          save={{ state: 'saved', newLevel }}
          level={level as 1 | 2 | 3}
          {...handlers()}
        />,
      );
    const up = card(3);
    const told = screen.getByText('Você subiu para o nível 3!');
    expect(told.closest('[aria-live="polite"]')).not.toBeNull();
    await expectNoSeriousA11yViolations(up.container);
    up.unmount();
    for (const [newLevel, level] of [
      [1, 2],
      [null, 2],
      [2, 2],
    ] as const) {
      const view = card(newLevel, level);
      expect(screen.queryByText(/nível/)).toBeNull();
      view.unmount();
    }
    // A kind without levels is never told one.
    render(
      <CompletionCard result={{ score: 90, seconds: 30 }} save={{ state: 'saved', newLevel: 3 }} {...handlers()} />,
    );
    expect(screen.queryByText(/nível/)).toBeNull();
  });

  it("opened from 'Meu dia' in child mode: 'Voltar ao meu dia' beside 'Jogar de novo', a 64 px target", () => {
    const onBackToDay = vi.fn();
    const view = render(
      <CompletionCard
        result={{ score: 30, seconds: 30 }}
        save={{ state: 'saved' }}
        childMode
        onBackToDay={onBackToDay}
        {...handlers()}
      />,
    );
    expect(buttonNames()).toEqual(['Jogar de novo', 'Voltar ao meu dia']);
    const back = screen.getByRole('button', { name: 'Voltar ao meu dia' });
    expect(back).toHaveClass('min-h-16');
    back.click();
    expect(onBackToDay).toHaveBeenCalledTimes(1);
    view.unmount();

    // Outside child mode the card keeps its own ways on.
    render(
      <CompletionCard
        result={{ score: 90, seconds: 30 }}
        save={{ state: 'saved' }}
        onBackToDay={onBackToDay}
        {...handlers()}
      />,
    );
    expect(buttonNames()).toEqual(['Voltar', 'Continuar', 'Jogar de novo']);
  });
});
