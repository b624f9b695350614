import { DEFAULT_SENSORY_SETTINGS, type SensorySettings } from '@neurobridge/shared/domain/sensory';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { SensoryFrame } from '../shared/sensory-frame';
import { seededRandom } from '../shared/random';
import { RoutineGame } from './routine-game';

vi.mock('../../lib/speech', () => ({
  speak: vi.fn(() => true),
  stopSpeaking: vi.fn(),
  portugueseVoices: vi.fn(() => []),
}));
vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

const content = { type: 'sequence' as const, steps: ['acordar', 'dormir'] };
function renderWith(overrides: Partial<SensorySettings>) {
  return render(
    <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>
      <RoutineGame
        content={content}
        title="Dia"
        onComplete={vi.fn()}
        clock={{ now: () => 0, random: seededRandom(3) }}
      />
    </SensoryFrame>,
  );
}
const tap = (step: string) => fireEvent.click(document.querySelector(`[data-area="pool"] [data-step="${step}"]`)!);
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

describe('RoutineGame and the child’s sensory settings (docs/product.md#sensory-settings)', () => {
  it('speech on: says the instruction, each placed step and the result', () => {
    renderWith({ speech: true });
    tap('acordar');
    tap('dormir');
    expect(spoken()).toEqual(['Toque nas figuras na ordem em que elas acontecem.', 'Acordar', 'Parabéns!']);
    expect(screen.getByRole('button', { name: 'Ouvir de novo' })).toBeInTheDocument();
  });

  it('speech off: says nothing and offers no listen button', () => {
    renderWith({ speech: false });
    tap('acordar');
    tap('dormir');
    expect(speak).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).not.toBeInTheDocument();
  });

  it('plays the result cue only as the sound setting allows', () => {
    const { unmount } = renderWith({ sound_effects: true });
    tap('dormir');
    tap('acordar');
    expect(playCue).toHaveBeenCalledWith('try_again', true);
    unmount();
    vi.mocked(playCue).mockClear();
    renderWith({ sound_effects: false });
    tap('dormir');
    tap('acordar');
    expect(playCue).not.toHaveBeenCalled();
  });

  it('shows the instruction large when speech is wanted but no voice can say it', () => {
    vi.mocked(speak).mockReturnValueOnce(false);
    renderWith({ speech: true });
    expect(screen.getByText('Toque nas figuras na ordem em que elas acontecem.')).toHaveClass('text-3xl');
  });

  it('reduced motion: no transitions on the steps', () => {
    renderWith({ reduced_motion: 'on' });
    // The frame's reduced-motion root switches off every transition inside it (sensory-frame.css).
    for (const b of document.querySelectorAll('[data-step]')) expect(b.closest('.game-reduced-motion')).not.toBeNull();
  });
});
