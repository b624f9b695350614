import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { FEEDBACK_MS } from './rules';
import { SOCIAL_SCENARIOS } from './social-data';
import { SocialGame } from './social-game';

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent,
// since user-event waits on timers of its own.
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(11) });
const content = { type: 'social_scenario' as const, scenarios: ['dividir_brinquedo', 'esperar_vez'] };
const scenarioOnScreen = () =>
  Object.values(SOCIAL_SCENARIOS).find((s) => s.situation === screen.getByTestId('social-situation').textContent)!;
const options = () => within(screen.getByRole('group')).getAllByRole('button');
const optionWith = (text: string) => options().find((b) => b.textContent?.includes(text))!;

describe('SocialGame', () => {
  it("best choice → 'Muito bem!', another → 'Vamos aprender!', each with its own feedback; 3 s; score", async () => {
    const onComplete = vi.fn();
    render(<SocialGame content={content} title="Minha vez, sua vez" onComplete={onComplete} clock={clock()} />);
    const seen: string[] = [];
    for (let i = 0; i < 2; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 2`)).toBeInTheDocument();
      const scenario = scenarioOnScreen();
      seen.push(scenario.situation);
      expect(options()).toHaveLength(4);
      // The best on the first, a kind explanation on the second.
      const choice = i === 0 ? scenario.best : scenario.best === 'a' ? 'b' : 'a';
      fireEvent.click(optionWith(scenario.options[choice].text));
      for (const o of options()) expect(o).toHaveAttribute('aria-disabled', 'true');
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(i === 0 ? 'Muito bem!' : 'Vamos aprender!');
      expect(status).toHaveTextContent(scenario.options[choice].feedback);
      expect(within(optionWith(scenario.options[scenario.best].text)).getByText('Resposta certa')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS - 100));
      expect(screen.getByText(`Pergunta ${i + 1} de 2`)).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
    }
    expect(seen).toEqual([SOCIAL_SCENARIOS.dividir_brinquedo.situation, SOCIAL_SCENARIOS.esperar_vez.situation]);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 50, minutes: 1 });
  });

  it('plays 3 situations when the content names none that is known', () => {
    render(
      <SocialGame
        content={{ type: 'social_scenario', scenarios: ['brigar'] }}
        title="Social"
        onComplete={vi.fn()}
        clock={clock()}
      />,
    );
    expect(screen.getByText('Pergunta 1 de 3')).toBeInTheDocument();
    expect(scenarioOnScreen()).toBe(SOCIAL_SCENARIOS.dividir_brinquedo);
  });

  it('level 3: four situations, played to the end', async () => {
    const onComplete = vi.fn();
    render(
      <SocialGame
        content={{ type: 'social_scenario' }}
        title="Social"
        onComplete={onComplete}
        clock={clock()}
        level={3}
      />,
    );
    for (let i = 0; i < 4; i++) {
      expect(screen.getByText(`Pergunta ${i + 1} de 4`)).toBeInTheDocument();
      expect(options()).toHaveLength(4);
      const scenario = scenarioOnScreen();
      fireEvent.click(optionWith(scenario.options[scenario.best].text));
      await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    }
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: expect.any(Number) });
  });

  it('level 1: three options, and the feedback stays 4 s', async () => {
    const onComplete = vi.fn();
    render(<SocialGame content={content} title="Social" onComplete={onComplete} clock={clock()} level={1} />);
    expect(options()).toHaveLength(3);
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(3_999));
    expect(screen.getByText('Pergunta 1 de 2')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Pergunta 2 de 2')).toBeInTheDocument();
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<SocialGame content={content} title="Social" onComplete={vi.fn()} clock={clock()} />);
    await expectNoSeriousA11yViolations(container);
  });

  it("'Recomeçar' starts over at question 1", async () => {
    render(<SocialGame content={content} title="Social" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(options()[0]!);
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
    expect(screen.getByText('Pergunta 2 de 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Pergunta 1 de 2')).toBeInTheDocument();
  });
});
