import type { Activity } from '@neurobridge/shared/api/activities';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleActivity } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ActivityPlayer } from './activity-player';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../../lib/sound', () => ({ playCue: vi.fn() }));

function play(content: unknown, category = 'focus') {
  const onExit = vi.fn();
  const activity = sampleActivity({ content: JSON.stringify(content), category }) as Activity;
  renderWithProviders(
    <ActivityPlayer activity={activity} settings={DEFAULT_SENSORY_SETTINGS} onExit={onExit} onContinue={vi.fn()} />,
  );
  return { onExit };
}

describe('ActivityPlayer picks the game for the content', () => {
  it("shows 'Jogo em preparação' with a way back when no game plays the content yet", () => {
    const { onExit } = play({ type: 'focus_exercise', task: 'spot_differences' });
    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Jogo em preparação');
    expect(message).toHaveTextContent('(focus_exercise)');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  it('loads the game the registry finds', async () => {
    play({ type: 'letter_matching', letters: ['A', 'E'] }, 'language');
    expect(await screen.findByText('Qual palavra começa com a letra A?')).toBeInTheDocument();
    expect(screen.getByText('Pergunta 1 de 2')).toBeInTheDocument();
  });
});
