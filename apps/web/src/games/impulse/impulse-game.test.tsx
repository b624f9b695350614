import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { ImpulseGame } from './impulse-game';
import { LEVELS, REPORT_DELAY_MS } from './rules';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

// Only timers and Date are faked: React's scheduler must keep running.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(playCue).mockClear();
  vi.mocked(speak).mockClear();
});
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(4) });
const content = { type: 'impulse_control' as const };
const lit = () => screen.getByTestId('traffic-light').getAttribute('data-lit');
const pressButton = () => screen.getByRole('button', { name: 'Tocar' });
const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

/** Plays until the end, calling `onLight` every 250 ms with the lit colour. */
async function playThrough(onLight: (color: string | null) => void) {
  for (let i = 0; i < 200 && !screen.queryByText(/luzes verdes\.$/); i++) {
    onLight(lit());
    await step(250);
  }
}

describe('ImpulseGame', () => {
  it("starts with 'Começar', then a careful player scores 100, reported 2 s after the end", async () => {
    const onComplete = vi.fn();
    render(<ImpulseGame content={content} title="Semáforo" onComplete={onComplete} clock={clock()} />);
    expect(lit()).toBe('none');
    expect(screen.queryByRole('button', { name: 'Tocar' })).toBeNull();
    // Nothing starts focused: the child chooses when to begin.
    expect(screen.getByRole('button', { name: 'Começar' })).not.toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(pressButton()).toHaveFocus();
    expect(screen.getByText('Luz 1 de 10')).toBeInTheDocument();
    expect(screen.getByTestId('time-left')).toHaveTextContent('Tempo: 30 s');
    // The light is named in words and has its own icon and place, never colour alone.
    const name = screen.getByTestId('light-name').textContent;
    expect(['Verde — toque!', 'Amarelo — espere', 'Vermelho — não toque']).toContain(name);
    expect(screen.getByRole('img', { name: `Semáforo: ${name}` })).toBeInTheDocument();

    let hits = 0;
    let touchedThisLight = false;
    let lastRound = '';
    await playThrough((color) => {
      const round = screen.getByText(/^Luz \d+ de 10$/).textContent!;
      if (round !== lastRound) [lastRound, touchedThisLight] = [round, false];
      if (color === 'green' && !touchedThisLight) {
        fireEvent.click(pressButton());
        expect(screen.getByRole('status')).toHaveTextContent('Muito bem! Você tocou no verde.');
        [hits, touchedThisLight] = [hits + 1, true];
      }
    });
    expect(hits).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('status')).toHaveTextContent(/^(O tempo acabou!|As luzes acabaram!) Você tocou em/);
    expect(pressButton()).toBeDisabled();
    expect(playCue).toHaveBeenCalledWith('correct', true);
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    expect(onComplete).not.toHaveBeenCalled();
    await step(REPORT_DELAY_MS);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  for (const n of [1, 3] as const) {
    const { rounds, countdownMs } = LEVELS[n];
    it(`level ${n}: ${rounds} lights and ${countdownMs / 1000} s; a careful player scores 100`, async () => {
      const onComplete = vi.fn();
      render(<ImpulseGame content={content} title="Semáforo" onComplete={onComplete} clock={clock()} level={n} />);
      expect(screen.getByTestId('time-left')).toHaveTextContent(`Tempo: ${countdownMs / 1000} s`);
      fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
      expect(screen.getByText(`Luz 1 de ${rounds}`)).toBeInTheDocument();
      let lastRound = '';
      const roundsSeen = new Set<string>();
      await playThrough((color) => {
        const round = screen.getByText(new RegExp(`^Luz \\d+ de ${rounds}$`)).textContent!;
        roundsSeen.add(round);
        if (color === 'green' && round !== lastRound) {
          fireEvent.click(pressButton());
          lastRound = round;
        }
      });
      expect(roundsSeen.size).toBeGreaterThan(1);
      await step(REPORT_DELAY_MS);
      expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    });
  }

  it("red is an error with a gentle cue, yellow only 'Espere...'; Space and Enter press too", async () => {
    render(<ImpulseGame content={content} title="Semáforo" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    const seen = new Set<string>();
    let useEnter = false;
    await playThrough((color) => {
      if (!color || seen.has(color)) return;
      seen.add(color);
      // Pressed from the page, away from any button.
      (pressButton() as HTMLButtonElement).blur();
      fireEvent.keyDown(document.body, { key: useEnter ? 'Enter' : ' ' });
      useEnter = !useEnter;
      const status = screen.getByRole('status');
      if (color === 'red') {
        expect(status).toHaveTextContent('Opa! No vermelho, a gente espera.');
        expect(playCue).toHaveBeenLastCalledWith('try_again', true);
      }
      if (color === 'yellow') expect(status).toHaveTextContent('Espere...');
      if (color === 'green') expect(status).toHaveTextContent('Muito bem! Você tocou no verde.');
    });
    expect(seen).toEqual(new Set(['green', 'red', 'yellow']));
  });

  it('counts down and ends by time at 30 s when lights remain', async () => {
    render(<ImpulseGame content={content} title="Semáforo" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    await step(1_000);
    expect(screen.getByTestId('time-left')).toHaveTextContent('Tempo: 29 s');
    await step(28_999);
    expect(screen.queryByText(/O tempo acabou!|As luzes acabaram!/)).toBeNull();
    await step(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^O tempo acabou!/);
    expect(screen.getByTestId('time-left')).toHaveTextContent('Tempo: 0 s');
  });

  it('speaks the instruction and each light; sound off plays no cue', async () => {
    render(
      withSettings(<ImpulseGame content={content} title="Semáforo" onComplete={vi.fn()} clock={clock()} />, {
        speech: true,
        sound_effects: false,
      }),
    );
    expect(speak).toHaveBeenCalledWith(
      'Toque no botão quando a luz ficar verde. No amarelo e no vermelho, espere.',
      expect.anything(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    expect(speak).toHaveBeenLastCalledWith(screen.getByTestId('light-name').textContent, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir a instrução' }));
    expect(speak).toHaveBeenLastCalledWith(
      'Toque no botão quando a luz ficar verde. No amarelo e no vermelho, espere.',
      expect.anything(),
    );
    await playThrough((color) => {
      if (color) fireEvent.click(pressButton());
    });
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' builds a fresh game waiting for 'Começar'", async () => {
    render(<ImpulseGame content={content} title="Semáforo" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    await step(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByRole('button', { name: 'Começar' })).toBeInTheDocument();
    expect(lit()).toBe('none');
    expect(screen.getByTestId('time-left')).toHaveTextContent('Tempo: 30 s');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <ImpulseGame content={content} title="Semáforo" onComplete={vi.fn()} clock={clock()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    fireEvent.click(pressButton());
    await expectNoSeriousA11yViolations(container);
  });
});
