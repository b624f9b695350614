import { ROUTINE_STEPS } from '@neurobridge/shared/content/types/sequence/keys';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { ROUTINE_TYPE_STEPS, type StepKey } from './routine-data';
import { RoutineGame } from './routine-game';
import { REPORT_DELAY_MS } from './rules';

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(7) });
const morningSimple = {
  type: 'sequence' as const,
  steps: ['acordar', 'tomar_banho', 'escovar_dentes', 'se_vestir', 'tomar_cafe'],
};
const morningScheduled = { type: 'sequence' as const, routine_type: 'morning' as const, show_times: true };

const pool = () => within(screen.getByRole('list', { name: 'Passos para colocar' }));
const sequence = () => within(screen.getByRole('list', { name: 'Sua sequência' }));
const poolButton = (step: StepKey) =>
  pool()
    .getAllByRole('button')
    .find((b) => b.getAttribute('data-step') === step)!;
const placeInOrder = (steps: readonly StepKey[]) => steps.forEach((s) => fireEvent.click(poolButton(s)));

describe('RoutineGame, simple', () => {
  it("placed in order → 'Parabéns!', locked, reported with 100 three seconds later", async () => {
    const onComplete = vi.fn();
    render(<RoutineGame content={morningSimple} title="Minha manhã" onComplete={onComplete} clock={clock()} />);
    const shown = pool()
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-step'));
    expect(shown).toHaveLength(5);
    expect(shown).not.toEqual(morningSimple.steps);

    placeInOrder(['acordar', 'tomar_banho']);
    // The order is said in text: '1º', '2º'.
    const placed = sequence().getAllByRole('button');
    expect(placed.map((b) => b.textContent)).toEqual(['1ºAcordar', '2ºTomar banho']);
    expect(screen.getByText(/2 de 5 colocados/)).toBeInTheDocument();

    placeInOrder(['escovar_dentes', 'se_vestir', 'tomar_cafe']);
    expect(within(screen.getByRole('status')).getByText('Parabéns!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Passos para colocar' })).not.toBeInTheDocument();
    for (const b of sequence().getAllByRole('button')) {
      expect(b).toBeDisabled();
      expect(b).toHaveTextContent('No lugar certo');
    }
    expect(screen.getByRole('button', { name: 'Recomeçar' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS - 100));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it("a placed step goes back to the pool when tapped; a wrong order → 'Vamos tentar novamente!' and score 0", async () => {
    const onComplete = vi.fn();
    render(<RoutineGame content={morningSimple} title="Minha manhã" onComplete={onComplete} clock={clock()} />);
    placeInOrder(['tomar_banho']);
    fireEvent.click(sequence().getByRole('button', { name: /Tomar banho/ }));
    expect(sequence().queryAllByRole('button')).toHaveLength(0);
    expect(poolButton('tomar_banho')).toBeInTheDocument();

    placeInOrder(['tomar_banho', 'acordar', 'escovar_dentes', 'se_vestir', 'tomar_cafe']);
    const status = within(screen.getByRole('status'));
    expect(status.getByText('Vamos tentar novamente!')).toBeInTheDocument();
    expect(status.getByText('3 de 5 passos no lugar certo.')).toBeInTheDocument();
    expect(sequence().getAllByRole('button')[0]).toHaveTextContent('Fora do lugar');
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 0, minutes: 1 });
  });

  it("'Tentar Novamente' after a miss starts over with a new shuffle and cancels the report", async () => {
    const onComplete = vi.fn();
    render(<RoutineGame content={morningSimple} title="Minha manhã" onComplete={onComplete} clock={clock()} />);
    placeInOrder(['tomar_cafe', 'se_vestir', 'escovar_dentes', 'tomar_banho', 'acordar']);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(pool().getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Tentar Novamente' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS * 2));
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus on the next pool step after a tap', () => {
    render(<RoutineGame content={morningSimple} title="Minha manhã" onComplete={vi.fn()} clock={clock()} />);
    const [first, second] = pool().getAllByRole('button');
    first!.focus();
    fireEvent.click(first!);
    expect(document.activeElement).toBe(second);
  });
});

describe('RoutineGame, scheduled', () => {
  it("shows the times; in order → 'Perfeito!' and 100", async () => {
    const onComplete = vi.fn();
    render(<RoutineGame content={morningScheduled} title="Manhã" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText('Rotina da manhã')).toBeInTheDocument();
    expect(poolButton('acordar')).toHaveTextContent('07:00');
    placeInOrder(ROUTINE_TYPE_STEPS.morning);
    expect(within(screen.getByRole('status')).getByText('Perfeito!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it("hides the times when show_times is false; partly right → 'Muito bem!' with the share in place", async () => {
    const onComplete = vi.fn();
    render(
      <RoutineGame
        content={{ ...morningScheduled, show_times: false }}
        title="Manhã"
        onComplete={onComplete}
        clock={clock()}
      />,
    );
    expect(screen.queryByText('07:00')).not.toBeInTheDocument();
    const [a, b, ...rest] = ROUTINE_TYPE_STEPS.morning;
    placeInOrder([b!, a!, ...rest]);
    expect(within(screen.getByRole('status')).getByText('Muito bem!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 67, minutes: 1 });
  });

  it('has no serious accessibility violations, while placing and after the evaluation', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <RoutineGame content={morningScheduled} title="Manhã" onComplete={vi.fn()} clock={clock()} />,
    );
    placeInOrder(ROUTINE_TYPE_STEPS.morning.slice(0, 2));
    await expectNoSeriousA11yViolations(container);
    placeInOrder(ROUTINE_TYPE_STEPS.morning.slice(2));
    await expectNoSeriousA11yViolations(container);
  });
});

describe('RoutineGame, levels', () => {
  const stepsShown = () =>
    pool()
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-step') as StepKey);

  it('level 1: four of the full day, in the order of the day, with their times; played to the end', async () => {
    const onComplete = vi.fn();
    render(
      <RoutineGame
        content={{ type: 'sequence', routine_type: 'daily', show_times: true }}
        title="Meu dia"
        onComplete={onComplete}
        clock={clock()}
        level={1}
      />,
    );
    const shown = stepsShown();
    expect(shown).toHaveLength(4);
    expect(screen.getByText(/0 de 4 colocados/)).toBeInTheDocument();
    // Not the long routine's compact chips: an empty place to fill is shown.
    expect(screen.getByText('Vazio')).toBeInTheDocument();
    const order = ROUTINE_TYPE_STEPS.daily.filter((k) => shown.includes(k));
    placeInOrder(order);
    expect(within(screen.getByRole('status')).getByText('Perfeito!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('level 3: the default routine has seven steps; played to the end', async () => {
    const onComplete = vi.fn();
    render(
      <RoutineGame content={{ type: 'sequence' }} title="Rotina" onComplete={onComplete} clock={clock()} level={3} />,
    );
    expect(stepsShown()).toHaveLength(7);
    // The first seven of the day: the default five, then the backpack and going to school.
    const seven = ROUTINE_STEPS.slice(0, 7);
    expect(seven.slice(5)).toEqual(['arrumar_mochila', 'ir_escola']);
    placeInOrder(seven);
    expect(within(screen.getByRole('status')).getByText('Parabéns!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(REPORT_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });
});
