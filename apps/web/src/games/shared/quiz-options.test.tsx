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
});
