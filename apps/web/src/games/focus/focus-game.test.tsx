import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { advanceInSteps } from '../../test/advance-timers';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { FocusGame } from './focus-game';
import { COMPLETE_DELAY_MS, FEEDBACK_MS, LEVELS, MOVE_EVERY_MS, type FocusContent } from './rules';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(speak).mockClear().mockReturnValue(true);
  vi.mocked(playCue).mockClear();
});
afterEach(() => vi.useRealTimers());

const advance = advanceInSteps;

const clock = () => ({ now: () => Date.now(), random: seededRandom(5) });
const content: FocusContent = { type: 'focus_exercise', task: 'focus' };
const INSTRUCTION = 'Toque no amigo que se mexe. Tente acertar 10 vezes!';
const HIT = 'Acertou! Muito bem!';
const MISS = 'Quase! Toque bem em cima do amigo.';
const VOICE = { rate: 0.8, voiceURI: null, volume: 0.8 };

const target = () => screen.getByTestId('focus-target');
const area = () => screen.getByTestId('focus-area');
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);
/** The target's centre as fractions of the area, read from its style. */
const targetSpot = () => ({ x: parseFloat(target().style.left) / 100, y: parseFloat(target().style.top) / 100 });

/** A 400 × 400 area at (100, 50), so taps can be placed by pixel. */
function sizeArea() {
  vi.spyOn(area(), 'getBoundingClientRect').mockReturnValue({
    left: 100,
    top: 50,
    width: 400,
    height: 400,
    right: 500,
    bottom: 450,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
}

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('FocusGame', () => {
  it('speaks the instruction; hits by click and keyboard, a gentle miss, 10 hits → reported 1 s later', async () => {
    const onComplete = vi.fn();
    render(<FocusGame content={content} title="Foco" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByTestId('instruction')).toHaveTextContent(INSTRUCTION);
    expect(speak).toHaveBeenCalledWith(INSTRUCTION, VOICE);
    expect(screen.getByText('Acertos: 0 de 10')).toBeInTheDocument();
    expect(target()).toHaveAccessibleName(/^Tocar na (Borboleta|Joaninha|Estrela)$/);
    expect(target()).not.toHaveFocus();

    // A tap on the area far from the target: a miss, with words but no sound of failure.
    sizeArea();
    const { x, y } = targetSpot();
    fireEvent.click(area(), { clientX: 100 + (x > 0.5 ? 0.05 : 0.95) * 400, clientY: 50 + y * 400 });
    expect(screen.getByRole('status')).toHaveTextContent(MISS);
    expect(playCue).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    // A tap on the area close to the centre (but outside the picture's own box) is a hit.
    const before = targetSpot();
    fireEvent.click(area(), { clientX: 100 + (before.x + 0.07) * 400, clientY: 50 + (before.y + 0.07) * 400 });
    expect(screen.getByText('Acertos: 1 de 10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(HIT);
    expect(playCue).toHaveBeenLastCalledWith('correct', true);
    expect(targetSpot()).not.toEqual(before);

    // The picture's own click (clientX/Y 0, as from a keyboard) is always a hit.
    for (let i = 2; i <= 9; i++) fireEvent.click(target(), { clientX: 0, clientY: 0 });
    expect(screen.getByText('Acertos: 9 de 10')).toBeInTheDocument();
    // Keyboard: the picture is a real button that takes focus; Enter/Space on it fire its click
    // with no pointer position, which still counts.
    target().focus();
    expect(target()).toHaveFocus();
    fireEvent.click(target(), { detail: 0, clientX: 0, clientY: 0 });
    expect(screen.getByText('Acertos: 10 de 10')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Você acertou 10 vezes! Muito bem!');
    expect(spoken()).toContain('Você acertou 10 vezes! Muito bem!');
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    expect(target()).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // 10 hits, 1 miss: 10 ÷ 11.
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 91, minutes: 1 });
  });

  it('the target moves by itself every 2 s, gliding; with reduced motion it jumps', async () => {
    const { unmount } = render(<FocusGame content={content} title="Foco" onComplete={vi.fn()} clock={clock()} />);
    const first = targetSpot();
    expect(target().style.transition).toContain('left');
    await act(() => vi.advanceTimersByTimeAsync(MOVE_EVERY_MS - 1));
    expect(targetSpot()).toEqual(first);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(targetSpot()).not.toEqual(first);
    unmount();

    render(
      withSettings(<FocusGame content={content} title="Foco" onComplete={vi.fn()} clock={clock()} />, {
        reduced_motion: 'on',
      }),
    );
    expect(target().style.transition).toBe('none');
  });

  it('with a duration, counts down and ends when the time is up', async () => {
    const onComplete = vi.fn();
    render(<FocusGame content={{ ...content, duration: 10 }} title="Foco" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText('Tempo: 10 s')).toBeInTheDocument();
    for (let i = 0; i < 4; i++) fireEvent.click(target());
    await advance(3_000);
    expect(screen.getByText('Tempo: 7 s')).toBeInTheDocument();
    await advance(7_000);
    expect(screen.getByText('Tempo: 0 s')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('O tempo acabou! Você acertou 4 de 10.');
    expect(target()).toBeDisabled();
    await advance(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 40, minutes: 1 });
  });

  it("'Recomeçar' starts again from 0 and reads the instruction again", () => {
    render(<FocusGame content={content} title="Foco" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(target());
    expect(screen.getByText('Acertos: 1 de 10')).toBeInTheDocument();
    vi.mocked(speak).mockClear();
    act(() => vi.advanceTimersByTime(10));
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Acertos: 0 de 10')).toBeInTheDocument();
    expect(spoken()).toEqual([INSTRUCTION]);
  });

  it('without a voice, shows the instruction large; speech and sound off play nothing', () => {
    vi.mocked(speak).mockReturnValue(false);
    const { unmount } = render(<FocusGame content={content} title="Foco" onComplete={vi.fn()} clock={clock()} />);
    expect(screen.getByTestId('instruction')).toHaveClass('text-2xl');
    unmount();
    vi.mocked(speak).mockClear();
    render(
      withSettings(<FocusGame content={content} title="Foco" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
        sound_effects: false,
      }),
    );
    fireEvent.click(target());
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Ouvir/ })).toBeNull();
  });

  for (const n of [1, 3] as const) {
    it(`level ${n}: the picture is ${LEVELS[n].hitRadius * 200} % of the area and moves every ${LEVELS[n].moveEveryMs} ms; 10 hits end it`, async () => {
      const onComplete = vi.fn();
      render(<FocusGame content={content} title="Foco" onComplete={onComplete} clock={clock()} level={n} />);
      expect(target().style.width).toBe(`${LEVELS[n].hitRadius * 200}%`);
      const first = targetSpot();
      await act(() => vi.advanceTimersByTimeAsync(LEVELS[n].moveEveryMs - 1));
      expect(targetSpot()).toEqual(first);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(targetSpot()).not.toEqual(first);
      for (let i = 0; i < 10; i++) fireEvent.click(target());
      expect(screen.getByRole('status')).toHaveTextContent('Você acertou 10 vezes! Muito bem!');
      await advance(COMPLETE_DELAY_MS);
      expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    });
  }

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<FocusGame content={content} title="Foco" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(target());
    await expectNoSeriousA11yViolations(container);
  });
});
