import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityPreview } from './activity-preview';

afterEach(() => vi.useRealTimers());

const thirsty = {
  type: 'symbol_communication' as const,
  symbols: ['agua', 'comida', 'ajuda'],
  mode: 'single_symbol' as const,
  prompt: 'Estou com sede',
};
const board = () => screen.getByRole('group', { name: 'Figuras para falar' });

describe('the preview (docs/product.md#activity-editor)', () => {
  it('plays the game in the sensory frame, shows the result and starts again on request', async () => {
    render(<ActivityPreview content={thirsty} title="Estou com sede" />);
    expect(await screen.findByRole('group', { name: 'Figuras para falar' })).toBeInTheDocument();
    expect(screen.getByTestId('game-root')).toContainElement(board());
    expect(within(board()).getAllByRole('button')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Jogar a prévia' }));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(within(board()).getByRole('button', { name: 'Água' }));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Prévia concluída: 100 pontos')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar prévia' }));
    expect(screen.queryByText(/Prévia concluída/)).not.toBeInTheDocument();
    expect(within(board()).getAllByRole('button')).toHaveLength(3);
  });

  it('restarts when the content changes', async () => {
    const { rerender } = render(<ActivityPreview content={thirsty} title="T" />);
    await screen.findByRole('group', { name: 'Figuras para falar' });
    rerender(<ActivityPreview content={{ ...thirsty, symbols: ['agua', 'comida'] }} title="T" />);
    expect(within(board()).getAllByRole('button')).toHaveLength(2);
  });

  it('shows why instead of a game while the content is invalid', () => {
    render(<ActivityPreview content={null} problem="Escolha de 1 a 12 figuras, sem repetir." title="T" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Corrija o conteúdo para ver a prévia. Escolha de 1 a 12 figuras, sem repetir.',
    );
    expect(screen.queryByTestId('game-root')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recomeçar prévia' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Jogar a prévia' })).not.toBeInTheDocument();
  });

  it('is inert until played: a game that moves focus to itself gives it back', async () => {
    render(
      <>
        <input aria-label="Título" />
        <ActivityPreview content={thirsty} title="T" />
      </>,
    );
    await screen.findByRole('group', { name: 'Figuras para falar' });
    const title = screen.getByLabelText('Título');
    title.focus();
    within(board()).getAllByRole('button')[0]!.focus();
    expect(title).toHaveFocus();
    expect(screen.getByTestId('preview-game')).toHaveAttribute('inert');

    fireEvent.click(screen.getByRole('button', { name: 'Jogar a prévia' }));
    expect(screen.getByTestId('preview-game')).not.toHaveAttribute('inert');
    expect(screen.getByTestId('preview-game')).toContainElement(document.activeElement as HTMLElement);
  });
});
