import type { Activity } from '@neurobridge/shared/api/activities';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MS } from '../../../games/letters/rules';
import { sampleActivity } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ActivityPlayer } from './activity-player';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../../lib/sound', () => ({ playCue: vi.fn() }));

afterEach(() => vi.useRealTimers());

function play(content: unknown, category = 'focus') {
  const onExit = vi.fn();
  const activity = sampleActivity({ content: JSON.stringify(content), category }) as Activity;
  renderWithProviders(
    <ActivityPlayer activity={activity} settings={DEFAULT_SENSORY_SETTINGS} onExit={onExit} onContinue={vi.fn()} />,
  );
  return { onExit };
}

describe('ActivityPlayer picks the game for the content', () => {
  it('loads the game the registry finds', async () => {
    play({ type: 'letter_matching', letters: ['A', 'E'] }, 'language');
    expect(await screen.findByText('Qual palavra começa com a letra A?')).toBeInTheDocument();
    expect(screen.getByText('Pergunta 1 de 2')).toBeInTheDocument();
  });

  it('shows the completion card in the frame, focused, and plays again from the start', async () => {
    play({ type: 'letter_matching', letters: ['A'] }, 'language');
    await screen.findByText('Qual palavra começa com a letra A?');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
    fireEvent.click(options.find((b) => !b.textContent!.includes('Abelha'))!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));

    const card = screen.getByTestId('completion-card');
    expect(screen.getByTestId('game-root')).toContainElement(card);
    expect(screen.getByRole('heading', { name: 'Vamos tentar de novo?' })).toHaveFocus();
    expect(card).toHaveTextContent('Pontuação: 0%');
    fireEvent.click(screen.getByRole('button', { name: 'Jogar de novo' }));
    expect(screen.queryByTestId('completion-card')).toBeNull();
    expect(screen.getByText('Pergunta 1 de 1')).toBeInTheDocument();
  });
});
