import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuizFeedback, QuizOptions } from './quiz-options';

const props = {
  answer: 'a',
  label: 'Escolha',
  onPick: vi.fn(),
  renderOption: (o: string) => <span>{o.toUpperCase()}</span>,
};

describe('QuizOptions', () => {
  it('marks the right answer and a wrong pick with words, and locks the options', () => {
    render(<QuizOptions {...props} options={['a', 'b', 'c', 'd']} picked="b" locked />);
    expect(screen.getByRole('button', { name: /A/ })).toHaveTextContent('Resposta certa');
    expect(screen.getByRole('button', { name: /B/ })).toHaveTextContent('Sua resposta');
    for (const b of screen.getAllByRole('button')) expect(b).toHaveAttribute('aria-disabled', 'true');
  });

  it('an open question marks only the pick, with its word, and no right or wrong', () => {
    render(<QuizOptions {...props} options={['a', 'b', 'c', 'd']} picked="b" locked openMark="Sua escolha" />);
    expect(screen.getByRole('button', { name: /B/ })).toHaveTextContent('Sua escolha');
    expect(screen.getByRole('button', { name: /B/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Resposta certa')).toBeNull();
    expect(screen.queryByText('Sua resposta')).toBeNull();
    expect(screen.getByRole('button', { name: /A/ })).not.toHaveTextContent('Sua escolha');
  });

  // Issue 27: on a phone the marks made the cards taller and the feedback started below the screen.
  // Both are drawn over the layout (the browser test e2e/games-fit.spec.ts measures it), so an
  // answer moves nothing and the feedback ends where the options' reserved line ends.
  it('marks and feedback are drawn over the layout: answering moves nothing', () => {
    render(
      <>
        <QuizOptions {...props} options={['a', 'b']} picked="b" locked />
        <QuizFeedback show right={false}>
          Quase!
        </QuizFeedback>
      </>,
    );
    for (const word of ['Resposta certa', 'Sua resposta']) {
      expect(screen.getByText(word)).toHaveClass('absolute');
      expect(screen.getByText(word).closest('button')).toHaveClass('relative');
    }
    expect(screen.getByTestId('quiz-feedback')).toHaveClass('absolute', 'bottom-0');
    expect(screen.getByRole('status')).toHaveClass('relative', 'min-h-16');
  });
});
