import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { movementMessages } from '../../locales/pt-BR/games/movement';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { MOVE_SECONDS } from './movement-data';
import { MovementGame } from './movement-game';
import { FINISH_DELAY_MS, NEXT_EXERCISE_DELAY_MS, pickExercises } from './rules';

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

const SEED = 2;
const clock = () => ({ now: () => Date.now(), random: seededRandom(SEED) });
const session = pickExercises(seededRandom(SEED));
const texts = session.map((key) => movementMessages.exercises[key]);
const ON = { speech: true, sound_effects: true };

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = ON) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}
const game = (onComplete = vi.fn()) => (
  <MovementGame content={{ type: 'movement_break' }} title="Mexer" onComplete={onComplete} clock={clock()} />
);

const button = (name: string) => screen.getByRole('button', { name });
const status = () => screen.getByRole('status');
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);
const secondsShown = () => screen.getByText(/^Falta(m \d+ segundos| 1 segundo)$/).textContent;
/** Lets `ms` pass one second at a time, as the game ticks. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 1_000) await act(() => vi.advanceTimersByTimeAsync(Math.min(1_000, left)));
}

describe('MovementGame', () => {
  it('three exercises with their countdowns, 2 s apart, then a score of 100', async () => {
    const onComplete = vi.fn();
    render(withSettings(game(onComplete)));
    expect(screen.getByText('Vamos mexer o corpo! Toque em Começar quando estiver pronto.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: texts[0]!.label })).toBeInTheDocument();
    expect(secondsShown()).toBe(`Faltam ${MOVE_SECONDS[session[0]!]} segundos`);
    expect(spoken()).toEqual([]);

    fireEvent.click(button('Começar'));
    for (let i = 0; i < 3; i++) {
      const seconds = MOVE_SECONDS[session[i]!];
      expect(screen.getByText(`Exercício ${i + 1} de 3`)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: texts[i]!.label })).toBeInTheDocument();
      expect(screen.getByText(texts[i]!.instruction)).toBeInTheDocument();
      expect(spoken().at(-1)).toBe(texts[i]!.instruction);
      expect(secondsShown()).toBe(`Faltam ${seconds} segundos`);
      await pass(1_000);
      expect(secondsShown()).toBe(`Faltam ${seconds - 1} segundos`);
      await pass(seconds * 1_000 - 2_000);
      expect(secondsShown()).toBe('Falta 1 segundo');
      expect(status()).toBeEmptyDOMElement();
      await pass(1_000);
      if (i < 2) {
        expect(status()).toHaveTextContent('Muito bem! Próximo exercício em instantes...');
        expect(playCue).toHaveBeenLastCalledWith('correct', true);
        // The next exercise is shown, waiting with its full time.
        expect(screen.getByText(`Exercício ${i + 2} de 3`)).toBeInTheDocument();
        expect(button('Pausar')).toBeDisabled();
        await act(() => vi.advanceTimersByTimeAsync(NEXT_EXERCISE_DELAY_MS - 1));
        expect(spoken()).toHaveLength(i + 1);
        await act(() => vi.advanceTimersByTimeAsync(1));
        expect(status()).toBeEmptyDOMElement();
      }
    }
    expect(status()).toHaveTextContent('Muito bem! Você terminou os exercícios!');
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    expect(playCue).toHaveBeenCalledTimes(3);
    expect(spoken()).toEqual([...texts.map((t) => t.instruction), 'Muito bem! Você terminou os exercícios!']);
    await act(() => vi.advanceTimersByTimeAsync(FINISH_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    const total = session.reduce((sum, k) => sum + MOVE_SECONDS[k] * 1_000, 0) + 2 * NEXT_EXERCISE_DELAY_MS;
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: Math.round((total + FINISH_DELAY_MS) / 60_000) });
  });

  it('a pause keeps the remaining seconds until Continuar', async () => {
    render(withSettings(game()));
    const seconds = MOVE_SECONDS[session[0]!];
    fireEvent.click(button('Começar'));
    expect(button('Continuar')).toBeDisabled();
    await pass(5_000);
    fireEvent.click(button('Pausar'));
    expect(status()).toHaveTextContent('Pausado. Toque em Continuar quando quiser.');
    expect(button('Pausar')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(secondsShown()).toBe(`Faltam ${seconds - 5} segundos`);
    fireEvent.click(button('Continuar'));
    expect(status()).toBeEmptyDOMElement();
    await pass((seconds - 5) * 1_000 - 1_000);
    expect(secondsShown()).toBe('Falta 1 segundo');
    await pass(1_000);
    expect(status()).toHaveTextContent('Próximo exercício em instantes...');
    // The pause spoke nothing again.
    expect(spoken()).toEqual([texts[0]!.instruction]);
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

  it("'Ouvir de novo' repeats the instruction; without a voice it is shown large", () => {
    vi.mocked(speak).mockReturnValue(false);
    render(withSettings(game()));
    fireEvent.click(button('Começar'));
    expect(screen.getByText(texts[0]!.instruction)).toHaveClass('text-3xl');
    fireEvent.click(button('Ouvir de novo'));
    expect(spoken()).toEqual([texts[0]!.instruction, texts[0]!.instruction]);
  });

  it('with speech and sound off nothing is said or played, and there is no listen button', async () => {
    const onComplete = vi.fn();
    render(withSettings(game(onComplete), { speech: false, sound_effects: false }));
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).toBeNull();
    fireEvent.click(button('Começar'));
    expect(screen.getByText(texts[0]!.instruction)).toHaveClass('text-lg');
    await pass(120_000);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' goes back to the start", async () => {
    render(withSettings(game()));
    fireEvent.click(button('Começar'));
    await pass(5_000);
    fireEvent.click(button('Recomeçar'));
    expect(button('Começar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pausar' })).toBeNull();
    expect(screen.getByText('Vamos mexer o corpo! Toque em Começar quando estiver pronto.')).toBeInTheDocument();
  });

  it('has no serious accessibility violations, waiting or moving', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(withSettings(game()));
    await expectNoSeriousA11yViolations(container);
    fireEvent.click(button('Começar'));
    fireEvent.click(button('Pausar'));
    await expectNoSeriousA11yViolations(container);
  });

  it('level 3: four exercises, played to the end', async () => {
    const onComplete = vi.fn();
    const four = pickExercises(seededRandom(SEED), 4);
    render(
      withSettings(
        <MovementGame
          content={{ type: 'movement_break' }}
          title="Mexer"
          onComplete={onComplete}
          clock={clock()}
          level={3}
        />,
      ),
    );
    fireEvent.click(button('Começar'));
    for (let i = 0; i < 4; i++) {
      expect(screen.getByText(`Exercício ${i + 1} de 4`)).toBeInTheDocument();
      expect(screen.getByRole('img', { name: movementMessages.exercises[four[i]!].label })).toBeInTheDocument();
      await pass(MOVE_SECONDS[four[i]!] * 1_000);
      if (i < 3) await act(() => vi.advanceTimersByTimeAsync(NEXT_EXERCISE_DELAY_MS));
    }
    expect(status()).toHaveTextContent('Muito bem! Você terminou os exercícios!');
    await act(() => vi.advanceTimersByTimeAsync(FINISH_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 2 });
  });

  it('level 1: two exercises', () => {
    render(
      withSettings(
        <MovementGame
          content={{ type: 'movement_break' }}
          title="Mexer"
          onComplete={vi.fn()}
          clock={clock()}
          level={1}
        />,
      ),
    );
    fireEvent.click(button('Começar'));
    expect(screen.getByText('Exercício 1 de 2')).toBeInTheDocument();
  });
});
