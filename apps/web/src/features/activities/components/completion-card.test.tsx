import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompletionCard } from './completion-card';

function renderCard(score: number, state: 'none' | 'saving' | 'saved' | 'error' = 'saved') {
  const handlers = { onBack: vi.fn(), onContinue: vi.fn(), onReplay: vi.fn() };
  render(<CompletionCard result={{ score, seconds: 95 }} save={{ state, retry: vi.fn() }} {...handlers} />);
  return handlers;
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
    render(
      <CompletionCard
        result={{ score: 100, seconds: 40 }}
        save={{ state: 'saved', retry: vi.fn() }}
        childMode
        {...handlers}
      />,
    );
    expect(buttonNames()).toEqual(['Jogar de novo']);
    expect(screen.getByRole('status')).toHaveTextContent('Progresso salvo.');
  });

  it('keeps the way out locked while the progress is being saved', () => {
    renderCard(100, 'saving');
    for (const b of within(screen.getByTestId('completion-card')).getAllByRole('button')) expect(b).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Salvando o progresso...');
  });
});
