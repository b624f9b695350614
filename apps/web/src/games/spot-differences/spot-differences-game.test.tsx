import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { COMPLETE_DELAY_MS, init, LEVELS } from './rules';
import { SpotDifferencesGame } from './spot-differences-game';
import { SCENES } from './spot-data';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(speak).mockClear().mockReturnValue(true);
  vi.mocked(playCue).mockClear();
});
afterEach(() => vi.useRealTimers());

const SEED = 3;
const clock = () => ({ now: () => Date.now(), random: seededRandom(SEED) });
// The same seed gives the game's own first deal: which scene, and where the differences are.
const game = init(0, seededRandom(SEED));
const scene = SCENES[game.scene];
const diffs = game.differences.map((d) => d.at);
const same = scene.objects.findIndex((_, at) => !diffs.includes(at));
const content = { type: 'focus_exercise' as const, task: 'spot_differences' as const };
const FOUND = 'Muito bem! Você achou uma diferença!';
const SAME = 'Aqui está igual. Continue procurando!';
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

const picture = (n: 1 | 2) => screen.getByRole('group', { name: `Figura ${n}: ${scene.label}` });
const spot = (n: 1 | 2, at: number) => within(picture(n)).getAllByRole('button')[at]!;
const status = () => screen.getByRole('status');

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('SpotDifferencesGame', () => {
  it('two pictures of 12 spots that differ at exactly 3; found on both; reported 1 s after the third', async () => {
    const onComplete = vi.fn();
    render(<SpotDifferencesGame content={content} title="Diferenças" onComplete={onComplete} clock={clock()} />);
    expect(spoken()).toEqual(['Encontre as 3 diferenças entre as duas figuras.']);
    expect(within(picture(1)).getAllByRole('button')).toHaveLength(12);
    expect(within(picture(2)).getAllByRole('button')).toHaveLength(12);
    const differing = scene.objects
      .map((_, at) => at)
      .filter((at) => spot(1, at).getAttribute('aria-label') !== spot(2, at).getAttribute('aria-label'));
    expect(differing).toEqual(diffs);
    expect(screen.getByText('0 de 3 diferenças encontradas')).toBeInTheDocument();

    // A spot that is the same: gentle words, nothing marked.
    fireEvent.click(spot(2, same));
    expect(status()).toHaveTextContent(SAME);
    expect(spoken()).toContain(SAME);
    expect(playCue).toHaveBeenLastCalledWith('try_again', true);
    expect(spot(2, same)).toHaveAttribute('aria-pressed', 'false');

    // A difference tapped in the first picture is marked on both.
    fireEvent.click(spot(1, diffs[0]!));
    expect(status()).toHaveTextContent(FOUND);
    expect(playCue).toHaveBeenLastCalledWith('correct', true);
    for (const n of [1, 2] as const) {
      expect(spot(n, diffs[0]!)).toHaveAttribute('aria-pressed', 'true');
      expect(spot(n, diffs[0]!).getAttribute('aria-label')).toMatch(/, diferença encontrada$/);
      expect(spot(n, diffs[0]!).querySelector('svg')).not.toBeNull();
    }
    expect(screen.getByText('1 de 3 diferenças encontradas')).toBeInTheDocument();
    // Tapping it again is not a miss.
    fireEvent.click(spot(2, diffs[0]!));
    expect(status()).toHaveTextContent(FOUND);

    fireEvent.click(spot(2, diffs[1]!));
    fireEvent.click(spot(1, diffs[2]!));
    expect(screen.getByText('3 de 3 diferenças encontradas')).toBeInTheDocument();
    expect(status()).toHaveTextContent(`${FOUND} Você achou as 3 diferenças!`);
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    // Locked while the completion is pending.
    fireEvent.click(spot(1, same));
    expect(status()).not.toHaveTextContent(SAME);
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // One miss: 100 − 10.
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 90, minutes: 1 });
  });

  it('plays with the keyboard', async () => {
    vi.useRealTimers(); // user-event runs on real timers
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<SpotDifferencesGame content={content} title="Diferenças" onComplete={onComplete} clock={clock()} />);
    for (const at of diffs) {
      spot(1, at).focus();
      await user.keyboard('{Enter}');
    }
    expect(screen.getByText('3 de 3 diferenças encontradas')).toBeInTheDocument();
    expect(spot(1, diffs[2]!)).toHaveFocus();
  });

  it('without a voice the feedback is shown large; "Ouvir de novo" repeats it', () => {
    vi.mocked(speak).mockReturnValue(false);
    render(<SpotDifferencesGame content={content} title="Diferenças" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(spot(1, same));
    expect(within(status()).getByText(SAME)).toHaveClass('text-3xl');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(spoken().at(-1)).toBe(SAME);
  });

  it('says and plays nothing when speech and sound are off', () => {
    render(
      withSettings(<SpotDifferencesGame content={content} title="Diferenças" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
        sound_effects: false,
      }),
    );
    fireEvent.click(spot(1, diffs[0]!));
    expect(status()).toHaveTextContent(FOUND);
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).toBeNull();
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' starts a new game in another scene", () => {
    render(<SpotDifferencesGame content={content} title="Diferenças" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(spot(1, diffs[0]!));
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('0 de 3 diferenças encontradas')).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('group', { name: `Figura 1: ${scene.label}` })).toBeNull();
    expect(screen.getAllByRole('group', { name: /^Figura [12]: / })).toHaveLength(2);
  });

  for (const n of [1, 3] as const) {
    it(`level ${n}: ${LEVELS[n].differences} differences, said and counted, played to the end`, async () => {
      const total = LEVELS[n].differences;
      const dealt = init(0, seededRandom(SEED), undefined, LEVELS[n]);
      const label = SCENES[dealt.scene].label;
      const spotAt = (p: 1 | 2, at: number) =>
        within(screen.getByRole('group', { name: `Figura ${p}: ${label}` })).getAllByRole('button')[at]!;
      const onComplete = vi.fn();
      render(
        <SpotDifferencesGame content={content} title="Diferenças" onComplete={onComplete} clock={clock()} level={n} />,
      );
      expect(spoken()).toEqual([`Encontre as ${total} diferenças entre as duas figuras.`]);
      expect(screen.getByText(`0 de ${total} diferenças encontradas`)).toBeInTheDocument();
      for (const d of dealt.differences) fireEvent.click(spotAt(2, d.at));
      expect(screen.getByText(`${total} de ${total} diferenças encontradas`)).toBeInTheDocument();
      expect(status()).toHaveTextContent(`${FOUND} Você achou as ${total} diferenças!`);
      await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
      expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    });
  }

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <SpotDifferencesGame content={content} title="Diferenças" onComplete={vi.fn()} clock={clock()} />,
    );
    fireEvent.click(spot(1, diffs[0]!));
    await expectNoSeriousA11yViolations(container);
  });
});
