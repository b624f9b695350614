import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuizOptions } from './quiz-options';

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
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });

  it('gives keyboard focus back to the first option of the next question', () => {
    const { rerender } = render(<QuizOptions {...props} options={['a', 'b', 'c', 'd']} picked="b" locked />);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    rerender(<QuizOptions {...props} options={['c', 'a', 'd', 'b']} picked={null} locked={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'C' }));
  });

  it('does not take the focus from elsewhere on the page', () => {
    const { rerender } = render(
      <>
        <input aria-label="outro" />
        <QuizOptions {...props} options={['a', 'b']} picked="a" locked />
      </>,
    );
    screen.getByLabelText('outro').focus();
    rerender(
      <>
        <input aria-label="outro" />
        <QuizOptions {...props} options={['b', 'a']} picked={null} locked={false} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('outro'));
  });
});
