import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { COMPLETE_DELAY_MS } from './rules';
import { TimeManagementGame } from './time-management-game';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

// Only timers and Date are faked: React's scheduler must keep running.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(playCue).mockClear();
  vi.mocked(speak).mockClear();
});
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(1) });
const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const steps = () => within(screen.getByRole('group', { name: 'Passos' })).getAllByRole('button');
const stepButton = (label: string) => screen.getByRole('button', { name: label });
const TIME_UP = 'O tempo acabou! Você pode terminar os passos.';
const ALL_DONE = 'Muito bem! Você terminou todos os passos!';

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('TimeManagementGame', () => {
  it('the child picks a task, uses the timer and ticks every step: 100, reported 1.5 s later', async () => {
    const onComplete = vi.fn();
    render(
      <TimeManagementGame
        content={{ type: 'time_management' }}
        title="Tempo"
        onComplete={onComplete}
        clock={clock()}
      />,
    );
    const tasks = within(screen.getByRole('group', { name: 'Tarefas' })).getAllByRole('button');
    expect(tasks.map((b) => b.textContent)).toEqual(['Lição de casa25 min', 'Arrumar o quarto20 min', 'Leitura30 min']);
    expect(tasks).not.toContain(document.activeElement);
    fireEvent.click(screen.getByRole('button', { name: /Arrumar o quarto/ }));
    expect(screen.getByRole('heading', { name: 'Arrumar o quarto' })).toHaveFocus();
    expect(screen.getByTestId('time-left')).toHaveTextContent('20:00');
    expect(steps()).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: 'Iniciar o relógio' }));
    await step(1_000);
    expect(screen.getByTestId('time-left')).toHaveTextContent('19:59');
    expect(screen.getByRole('button', { name: 'Pausar' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    await step(5_000);
    expect(screen.getByTestId('time-left')).toHaveTextContent('19:59');
    expect(screen.getByText('Pausado')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    // Any order; unticking is allowed before the end.
    fireEvent.click(stepButton('Organizar a mesa'));
    expect(stepButton('Organizar a mesa')).toHaveAttribute('aria-pressed', 'true');
    expect(playCue).toHaveBeenLastCalledWith('correct', true);
    fireEvent.click(stepButton('Organizar a mesa'));
    expect(stepButton('Organizar a mesa')).toHaveAttribute('aria-pressed', 'false');
    for (const b of steps()) fireEvent.click(b);
    expect(screen.getByText('4 de 4 passos feitos')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ALL_DONE);
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    for (const b of steps()) expect(b).toBeDisabled();
    await step(COMPLETE_DELAY_MS - 1);
    expect(onComplete).not.toHaveBeenCalled();
    await step(1);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('a preselected task without the timer scores 85; the keyboard works (Enter and Space on buttons)', async () => {
    const onComplete = vi.fn();
    render(
      <TimeManagementGame
        content={{ type: 'time_management', task: 'licao_de_casa' }}
        title="Tempo"
        onComplete={onComplete}
        clock={clock()}
      />,
    );
    expect(screen.queryByRole('group', { name: 'Tarefas' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Lição de casa' })).not.toHaveFocus();
    expect(screen.getByTestId('time-left')).toHaveTextContent('25:00');
    // Real buttons: the browser turns Enter and Space into clicks, so a keyboard tick is a click.
    for (const b of steps()) {
      b.focus();
      expect(b).toHaveFocus();
      fireEvent.click(b);
    }
    await step(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledWith({ score: 85, minutes: 1 });
  });

  it('when the time is up, says so kindly and the game goes on', async () => {
    const onComplete = vi.fn();
    render(
      <TimeManagementGame
        content={{ type: 'time_management', task: 'arrumar_quarto' }}
        title="Tempo"
        onComplete={onComplete}
        clock={clock()}
      />,
    );
    fireEvent.click(stepButton('Arrumar a cama'));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar o relógio' }));
    await step(20 * 60_000 - 1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await step(1);
    expect(screen.getByRole('status')).toHaveTextContent(TIME_UP);
    expect(screen.getByTestId('time-left')).toHaveTextContent('00:00');
    expect(screen.getByTestId('time-bar')).toHaveStyle({ width: '100%' });
    expect(screen.queryByRole('button', { name: /relógio|Pausar|Continuar/ })).toBeNull();
    for (const b of steps()) if (b.getAttribute('aria-pressed') === 'false') fireEvent.click(b);
    await step(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 20 });
  });

  it('speaks the choice, the task and the end; sound off plays no cue', async () => {
    render(
      withSettings(
        <TimeManagementGame content={{ type: 'time_management' }} title="Tempo" onComplete={vi.fn()} clock={clock()} />,
        { speech: true, sound_effects: false },
      ),
    );
    expect(speak).toHaveBeenLastCalledWith('Escolha uma tarefa para fazer agora.', expect.anything());
    fireEvent.click(screen.getByRole('button', { name: /Leitura/ }));
    const said = 'Leitura. Use o relógio se quiser e marque cada passo quando terminar.';
    expect(speak).toHaveBeenLastCalledWith(said, expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(speak).toHaveBeenLastCalledWith(said, expect.anything());
    for (const b of steps()) fireEvent.click(b);
    expect(speak).toHaveBeenLastCalledWith(ALL_DONE, expect.anything());
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' goes back to the choice with nothing ticked", () => {
    render(
      <TimeManagementGame content={{ type: 'time_management' }} title="Tempo" onComplete={vi.fn()} clock={clock()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: /Leitura/ }));
    fireEvent.click(steps()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByRole('group', { name: 'Tarefas' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Leitura/ }));
    expect(screen.getByText('0 de 4 passos feitos')).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <TimeManagementGame content={{ type: 'time_management' }} title="Tempo" onComplete={vi.fn()} clock={clock()} />,
    );
    await expectNoSeriousA11yViolations(container);
    fireEvent.click(screen.getByRole('button', { name: /Leitura/ }));
    fireEvent.click(steps()[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar o relógio' }));
    await expectNoSeriousA11yViolations(container);
  });

  it('level 1: the tasks offer 5 minutes more, and three steps finish one', async () => {
    const onComplete = vi.fn();
    render(
      <TimeManagementGame
        content={{ type: 'time_management' }}
        title="Tempo"
        onComplete={onComplete}
        clock={clock()}
        level={1}
      />,
    );
    const tasks = within(screen.getByRole('group', { name: 'Tarefas' })).getAllByRole('button');
    expect(tasks.map((b) => b.textContent)).toEqual(['Lição de casa30 min', 'Arrumar o quarto25 min', 'Leitura35 min']);
    fireEvent.click(screen.getByRole('button', { name: /Leitura/ }));
    expect(screen.getByText('35:00')).toBeInTheDocument();
    expect(steps()).toHaveLength(3);
    expect(screen.getByText('0 de 3 passos feitos')).toBeInTheDocument();
    for (const b of steps()) fireEvent.click(b);
    expect(screen.getByRole('status')).toHaveTextContent(ALL_DONE);
    await step(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledWith({ score: 85, minutes: 1 });
  });

  it('level 3: the timer is 5 minutes shorter, every step; played to the end with the timer', async () => {
    const onComplete = vi.fn();
    render(
      <TimeManagementGame
        content={{ type: 'time_management', task: 'licao_de_casa' }}
        title="Tempo"
        onComplete={onComplete}
        clock={clock()}
        level={3}
      />,
    );
    expect(screen.getByText('20:00')).toBeInTheDocument();
    expect(screen.getByText('20 min')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar o relógio' }));
    await step(1_000);
    expect(screen.getByText('19:59')).toBeInTheDocument();
    expect(steps()).toHaveLength(5);
    for (const b of steps()) fireEvent.click(b);
    await step(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });
});
