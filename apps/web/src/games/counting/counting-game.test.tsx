import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { CountingGame } from './counting-game';
import { FEEDBACK_MS, LEVELS } from './rules';

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(11) });
const content = { type: 'visual_math' as const, range: [1, 5] };

const objects = () => screen.getByRole('group', { name: 'Conte os objetos' });
const options = () => within(screen.getByRole('group', { name: /você vê\?$/ })).getAllByRole('button');
const shownCount = () => within(objects()).getAllByRole('img').length;
const optionFor = (n: number) => options().find((b) => b.firstElementChild?.textContent === String(n))!;

describe('CountingGame', () => {
  it('counts the objects, locks the answer, says the right number, auto-advances after 2 s and reports the score', async () => {
    const onComplete = vi.fn();
    render(<CountingGame content={content} title="Contando até 5" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText('Pergunta 1 de 5')).toBeInTheDocument();

    for (let i = 0; i < 5; i++) {
      const count = shownCount();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(5);
      expect(options()).toHaveLength(4);
      // Right on the first two, wrong on the rest.
      const pick = i < 2 ? optionFor(count) : options().find((b) => b !== optionFor(count))!;
      fireEvent.click(pick);
      for (const o of options()) expect(o).toHaveAttribute('aria-disabled', 'true');
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(
        i < 2 ? `Parabéns! A resposta correta é ${count}.` : `Ops! A resposta correta é ${count}. Vamos contar juntos!`,
      );
      expect(within(optionFor(count)).getByText('Resposta certa')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS - 100));
      expect(screen.getByText(`Pergunta ${i + 1} de 5`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 40, minutes: 1 });
  });

  it('asks with the object name and gives each image its name, never the count', () => {
    render(<CountingGame content={content} title="Contando" onComplete={vi.fn()} clock={clock()} />);
    const prompt = screen.getByTestId('counting-prompt').textContent!;
    expect(prompt).toMatch(/^Quant(o|a)s .+ você vê\?$/);
    const images = within(objects()).getAllByRole('img');
    const name = images[0]!.getAttribute('alt')!;
    expect(name).not.toBe('');
    for (const img of images) expect(img).toHaveAttribute('alt', name);
    expect(objects()).toHaveAccessibleName('Conte os objetos');
  });

  it('uses the 6–10 fallback for a hard activity without a valid range', () => {
    render(
      <CountingGame
        content={{ type: 'visual_math', range: [5, 5], difficulty: 'hard' }}
        title="Desafio"
        onComplete={vi.fn()}
        clock={clock()}
      />,
    );
    expect(shownCount()).toBeGreaterThanOrEqual(6);
    expect(shownCount()).toBeLessThanOrEqual(10);
  });

  it('level 3 without a range of its own: 6 questions counting 6 to 20, in ten-frames; played to the end', async () => {
    const onComplete = vi.fn();
    render(
      <CountingGame
        content={{ type: 'visual_math' }}
        title="Contagem"
        onComplete={onComplete}
        clock={clock()}
        level={3}
      />,
    );
    let frames = 0;
    for (let i = 0; i < 6; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 6`)).toBeInTheDocument();
      const count = shownCount();
      expect(count).toBeGreaterThanOrEqual(6);
      expect(count).toBeLessThanOrEqual(20);
      // Up to 10 in rows of 5; more in ten-frames of two rows.
      const rows = objects().querySelectorAll(':scope > div').length;
      if (count > 10) frames++;
      expect(rows).toBe(count > 10 ? Math.ceil(count / 10) : Math.ceil(count / 5));
      expect(options()).toHaveLength(4);
      fireEvent.click(optionFor(count));
      // After the answer each object shows its number, up to the count.
      expect(within(objects()).getByText(String(count))).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LEVELS[3].feedbackMs));
    }
    expect(frames).toBeGreaterThan(0);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('level 1: 4 questions of 3 options with 2.5 s to see the answer; a range of the content is kept', async () => {
    const onComplete = vi.fn();
    render(
      <CountingGame
        content={{ type: 'visual_math', range: [6, 9] }}
        title="Contagem"
        onComplete={onComplete}
        clock={clock()}
        level={1}
      />,
    );
    for (let i = 0; i < 4; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
      expect(shownCount()).toBeGreaterThanOrEqual(6);
      expect(shownCount()).toBeLessThanOrEqual(9);
      expect(options()).toHaveLength(3);
      fireEvent.click(optionFor(shownCount()));
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
      expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(LEVELS[1].feedbackMs - FEEDBACK_MS));
    }
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <CountingGame content={content} title="Contando" onComplete={vi.fn()} clock={clock()} />,
    );
    await expectNoSeriousA11yViolations(container);
  });

  it("'Recomeçar' starts over at question 1", async () => {
    render(<CountingGame content={content} title="Contando" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByText('Pergunta 2 de 5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Pergunta 1 de 5')).toBeInTheDocument();
  });
});
