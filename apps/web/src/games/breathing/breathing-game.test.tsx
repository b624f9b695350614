import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { BreathingGame } from './breathing-game';
import { exerciseMs, FINISH_DELAY_MS } from './rules';

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

const clock = () => ({ now: () => Date.now(), random: seededRandom(1) });
const box = { type: 'breathing_exercise' as const, exercise: 'box' as const };
const ON = { speech: true, sound_effects: true };

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = ON) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}
const game = (content: { type: 'breathing_exercise'; exercise?: 'basic' | 'box' | 'calming' } = box) => (
  <BreathingGame content={content} title="Respirar" onComplete={vi.fn()} clock={clock()} />
);

const choice = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Exercícios de respiração' })).getByRole('button', { name });
const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);
const balloon = () => screen.getByTestId('balloon');
/** Lets `ms` pass one second at a time, as the game ticks. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 1_000) await act(() => vi.advanceTimersByTimeAsync(Math.min(1_000, left)));
}

describe('BreathingGame', () => {
  it('preselects the content exercise, lets another be chosen, and plays it to a score of 100', async () => {
    const onComplete = vi.fn();
    render(withSettings(<BreathingGame content={box} title="Respirar" onComplete={onComplete} clock={clock()} />));
    expect(screen.getByText('Escolha um exercício e toque em Começar.')).toBeInTheDocument();
    expect(choice(/^Respiração quadrada/)).toHaveAttribute('aria-pressed', 'true');
    expect(choice(/^Respiração quadrada/)).toHaveTextContent('Inspire 4 s, segure 4 s, expire 4 s · 4 ciclos');
    expect(choice(/^Respiração básica/)).toHaveTextContent('Inspire 4 s, expire 6 s · 5 ciclos');
    expect(choice(/^Respiração calmante/)).toHaveTextContent('Inspire 3 s, segure 2 s, expire 7 s · 6 ciclos');
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();

    fireEvent.click(choice(/^Respiração calmante/));
    expect(choice(/^Respiração calmante/)).toHaveAttribute('aria-pressed', 'true');
    expect(choice(/^Respiração calmante/)).toHaveTextContent('Escolhido');
    expect(choice(/^Respiração quadrada/)).toHaveAttribute('aria-pressed', 'false');
    expect(spoken()).toEqual([]);

    fireEvent.click(button('Começar'));
    expect(screen.queryByRole('group', { name: 'Exercícios de respiração' })).toBeNull();
    expect(screen.getByText('Ciclo 1 de 6')).toBeInTheDocument();
    expect(screen.getByText('Respiração calmante')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Inspire');
    expect(screen.getByRole('img', { name: 'Balão da respiração: 3 segundos' })).toBeInTheDocument();
    expect(spoken()).toEqual(['Inspire']);

    await pass(2_000);
    expect(screen.getByRole('img', { name: 'Balão da respiração: 1 segundo' })).toHaveTextContent('1segundo');
    await pass(1_000);
    expect(status()).toHaveTextContent('Segure');
    await pass(2_000);
    expect(status()).toHaveTextContent('Expire');
    await pass(7_000);
    expect(status()).toHaveTextContent('Descanse');
    await pass(1_000);
    expect(status()).toHaveTextContent('Inspire');
    expect(screen.getByText('Ciclo 2 de 6')).toBeInTheDocument();
    expect(spoken()).toEqual(['Inspire', 'Segure', 'Expire', 'Descanse', 'Inspire']);
    expect(playCue).not.toHaveBeenCalled();

    await pass(exerciseMs('calming') - 13_000);
    expect(status()).toHaveTextContent('Muito bem! Você terminou a respiração.');
    expect(playCue).toHaveBeenCalledTimes(1);
    expect(playCue).toHaveBeenCalledWith('complete', true);
    expect(spoken().at(-1)).toBe('Muito bem! Você terminou a respiração.');
    expect(button('Pausar')).toBeDisabled();
    expect(button('Continuar')).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(FINISH_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('an unknown or absent exercise preselects the basic one', () => {
    render(withSettings(game({ type: 'breathing_exercise' })));
    expect(choice(/^Respiração básica/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('pausing keeps the time: the count and the balloon stay, and continue from there', async () => {
    render(withSettings(game()));
    fireEvent.click(button('Começar'));
    expect(balloon().style.transform).toBe('scale(1)');
    expect(balloon().style.transitionDuration).toBe('4000ms');
    expect(button('Continuar')).toBeDisabled();

    await pass(2_000);
    fireEvent.click(button('Pausar'));
    expect(status()).toHaveTextContent('Pausado. Toque em Continuar quando quiser.');
    expect(button('Pausar')).toBeDisabled();
    expect(button('Continuar')).toBeEnabled();
    // Halfway through the inhale, the balloon stops halfway, without gliding.
    expect(balloon().style.transform).toBe('scale(0.75)');
    expect(balloon().style.transitionDuration).toBe('0ms');
    expect(screen.getByRole('img', { name: 'Balão da respiração: 2 segundos' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(status()).toHaveTextContent('Inspire');
    expect(screen.getByRole('img', { name: 'Balão da respiração: 2 segundos' })).toBeInTheDocument();

    fireEvent.click(button('Continuar'));
    expect(status()).not.toHaveTextContent('Pausado');
    expect(balloon().style.transform).toBe('scale(1)');
    expect(balloon().style.transitionDuration).toBe('2000ms');
    await pass(1_000);
    expect(status()).toHaveTextContent('Inspire');
    await pass(1_000);
    expect(status()).toHaveTextContent('Segure');
    // Only the phase changes are spoken, not the pause.
    expect(spoken()).toEqual(['Inspire', 'Segure']);
  });

  it('works from the keyboard: focus follows from Começar to Pausar, and between Pausar and Continuar', () => {
    render(withSettings(game()));
    for (const b of screen.getAllByRole('button')) expect(b).not.toHaveFocus();
    button('Começar').focus();
    fireEvent.click(button('Começar'));
    expect(button('Pausar')).toHaveFocus();
    fireEvent.click(button('Pausar'));
    expect(button('Continuar')).toHaveFocus();
    fireEvent.click(button('Continuar'));
    expect(button('Pausar')).toHaveFocus();
  });

  it('the balloon shrinks over the whole exhale; with reduced motion it only jumps between sizes', async () => {
    const { unmount } = render(withSettings(game({ type: 'breathing_exercise', exercise: 'basic' })));
    fireEvent.click(button('Começar'));
    await pass(4_000);
    expect(balloon().style.transform).toBe('scale(0.5)');
    expect(balloon().style.transitionDuration).toBe('6000ms');
    unmount();

    render(withSettings(game(), { ...ON, reduced_motion: 'on' }));
    fireEvent.click(button('Começar'));
    expect(balloon().style.transform).toBe('scale(1)');
    expect(balloon().style.transitionDuration).toBe('0ms');
    expect(balloon().closest('.game-reduced-motion')).not.toBeNull();
  });

  it("'Ouvir de novo' repeats the phase; without a voice the word is shown larger", () => {
    vi.mocked(speak).mockReturnValue(false);
    render(withSettings(game()));
    fireEvent.click(button('Começar'));
    expect(within(status()).getByText('Inspire')).toHaveClass('text-5xl');
    fireEvent.click(button('Ouvir de novo'));
    expect(spoken()).toEqual(['Inspire', 'Inspire']);
  });

  it('with speech and sound off nothing is said or played, and there is no listen button', async () => {
    render(withSettings(game(), { speech: false, sound_effects: false }));
    fireEvent.click(button('Começar'));
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).toBeNull();
    expect(within(status()).getByText('Inspire')).toHaveClass('text-4xl');
    await pass(exerciseMs('box'));
    expect(status()).toHaveTextContent('Muito bem!');
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' goes back to the choice, on the preselected exercise", async () => {
    render(withSettings(game()));
    fireEvent.click(choice(/^Respiração básica/));
    fireEvent.click(button('Começar'));
    await pass(5_000);
    fireEvent.click(button('Recomeçar'));
    expect(choice(/^Respiração quadrada/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    expect(balloon().style.transform).toBe('scale(0.5)');
  });

  it('has no serious accessibility violations, choosing or running', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(withSettings(game()));
    await expectNoSeriousA11yViolations(container);
    fireEvent.click(button('Começar'));
    fireEvent.click(button('Pausar'));
    await expectNoSeriousA11yViolations(container);
  });
});
