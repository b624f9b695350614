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
import { MemoryGame } from './memory-game';
import { COMPLETE_DELAY_MS, LEVELS, MISMATCH_MS, PREVIEW_MS } from './rules';

vi.mock('../../lib/sound', () => ({ playCue: vi.fn() }));
vi.mock('../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));

// Only timers and Date are faked: React's scheduler must keep running. Clicks use fireEvent;
// the keyboard test drives user-event with the fake clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(speak).mockClear().mockReturnValue(true);
  vi.mocked(playCue).mockClear();
});
afterEach(() => vi.useRealTimers());

const clock = () => ({ now: () => Date.now(), random: seededRandom(3) });
const content = { type: 'focus_exercise' as const, task: 'memory' as const };
const MATCH = 'Achou um par!';
const MISMATCH = 'Não é par. Tente lembrar!';
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

const cards = () => within(screen.getByRole('group', { name: 'Cartas da memória' })).getAllByRole('button');
const card = (i: number) => cards()[i]!;
const status = () => screen.getByRole('status');

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

/** Reads every picture during the 2 s preview (the labels name them), then lets the cards turn. */
async function memorise(): Promise<string[]> {
  const names = cards().map((b) => b.getAttribute('aria-label')!);
  await act(() => vi.advanceTimersByTimeAsync(PREVIEW_MS));
  return names;
}

const partnerOf = (names: string[], i: number) => names.findIndex((n, j) => j !== i && n === names[i]);
const otherThan = (names: string[], i: number) => names.findIndex((n) => n !== names[i]);

describe('MemoryGame', () => {
  it('shows the cards for 2 s, then a mismatch, then every pair; reported 1 s after the last', async () => {
    const onComplete = vi.fn();
    render(<MemoryGame content={content} title="Memória" onComplete={onComplete} clock={clock()} />);
    expect(cards()).toHaveLength(16);
    expect(screen.getByText('Olhe bem onde está cada figura!')).toBeInTheDocument();
    // Preview: every picture is named and shown; taps are ignored.
    expect(cards().every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(cards().every((b) => b.getAttribute('aria-label') !== 'Carta virada')).toBe(true);
    fireEvent.click(card(0));
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_MS - 1));
    expect(card(1)).toHaveAttribute('aria-pressed', 'true');
    const names = cards().map((b) => b.getAttribute('aria-label')!);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(cards().every((b) => b.getAttribute('aria-label') === 'Carta virada')).toBe(true);
    expect(cards().every((b) => b.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(screen.getByText('Toque em duas cartas para achar os pares.')).toBeInTheDocument();

    // A mismatch: both show, the feedback is spoken, taps wait 1 s, then both turn back.
    const other = otherThan(names, 0);
    fireEvent.click(card(0));
    expect(card(0)).toHaveAccessibleName(names[0]);
    fireEvent.click(card(other));
    expect(status()).toHaveTextContent(MISMATCH);
    expect(spoken()).toContain(MISMATCH);
    expect(playCue).toHaveBeenLastCalledWith('try_again', true);
    fireEvent.click(card(partnerOf(names, 0)));
    expect(card(partnerOf(names, 0))).toHaveAccessibleName('Carta virada');
    await act(() => vi.advanceTimersByTimeAsync(MISMATCH_MS - 1));
    expect(card(other)).toHaveAccessibleName(names[other]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(card(0)).toHaveAccessibleName('Carta virada');
    expect(card(other)).toHaveAccessibleName('Carta virada');

    // A match stays face up and is marked found.
    fireEvent.click(card(0));
    expect(status()).toBeEmptyDOMElement();
    fireEvent.click(card(partnerOf(names, 0)));
    expect(status()).toHaveTextContent(MATCH);
    expect(spoken()).toContain(MATCH);
    expect(playCue).toHaveBeenLastCalledWith('correct', true);
    expect(card(0)).toHaveAccessibleName(`${names[0]}, par encontrado`);
    expect(screen.getByText('1 de 8 pares encontrados')).toBeInTheDocument();

    for (let i = 0; i < 16; i++) {
      if (card(i).getAttribute('aria-pressed') === 'true') continue;
      fireEvent.click(card(i));
      fireEvent.click(card(partnerOf(names, i)));
    }
    expect(screen.getByText('8 de 8 pares encontrados')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Achou um par! Você achou todos os pares!');
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // One mismatch is within the free six.
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('plays with the keyboard, and focus stays on the card during the wait', async () => {
    // user-event runs on real timers; the game's clock is moved by hand (taps catch up with it).
    vi.useRealTimers();
    let now = 0;
    const user = userEvent.setup();
    render(
      <MemoryGame
        content={content}
        title="Memória"
        onComplete={vi.fn()}
        clock={{ now: () => now, random: seededRandom(3) }}
      />,
    );
    const names = cards().map((b) => b.getAttribute('aria-label')!);
    now = PREVIEW_MS;
    await user.tab(); // 'Recomeçar'
    await user.tab(); // 'Ouvir de novo'
    await user.tab();
    expect(card(0)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(card(0)).toHaveAccessibleName(names[0]);
    const other = otherThan(names, 0);
    card(other).focus();
    await user.keyboard(' ');
    expect(status()).toHaveTextContent(MISMATCH);
    // aria-disabled, not disabled: the focus is not lost while the cards wait.
    expect(card(other)).toHaveFocus();
    expect(card(other)).toHaveAttribute('aria-disabled', 'true');
    now += MISMATCH_MS;
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(card(other - 1)).toHaveFocus();
    card(0).focus();
    await user.keyboard('{Enter}');
    card(partnerOf(names, 0)).focus();
    await user.keyboard('{Enter}');
    expect(status()).toHaveTextContent(MATCH);
  });

  it('offers help after 3 mismatches in a row: it shows the pair of the card just missed', async () => {
    render(<MemoryGame content={content} title="Memória" onComplete={vi.fn()} clock={clock()} />);
    const names = await memorise();
    const other = otherThan(names, 0);
    for (let i = 0; i < 3; i++) {
      expect(screen.queryByRole('button', { name: /Ajuda/ })).toBeNull();
      fireEvent.click(card(0));
      fireEvent.click(card(other));
      await act(() => vi.advanceTimersByTimeAsync(MISMATCH_MS));
    }
    const help = screen.getByRole('button', { name: 'Ajuda: mostrar um par' });
    help.focus();
    fireEvent.click(help);
    expect(status()).toHaveTextContent(`Olha o par: ${names[0]}!`);
    expect(spoken()).toContain(`Olha o par: ${names[0]}!`);
    expect(card(0)).toHaveAccessibleName(`${names[0]}, par encontrado`);
    expect(card(partnerOf(names, 0))).toHaveAccessibleName(`${names[0]}, par encontrado`);
    expect(screen.getByText('1 de 8 pares encontrados')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ajuda/ })).toBeNull();
    // The button hides once used: a keyboard user lands on the board instead.
    expect(screen.getByRole('group', { name: 'Cartas da memória' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('speaks the instructions; without a voice the feedback is shown large', async () => {
    vi.mocked(speak).mockReturnValue(false);
    render(<MemoryGame content={content} title="Memória" onComplete={vi.fn()} clock={clock()} />);
    expect(spoken()).toEqual(['Olhe bem onde está cada figura!']);
    const names = await memorise();
    expect(spoken()).toContain('Toque em duas cartas para achar os pares.');
    fireEvent.click(card(0));
    fireEvent.click(card(partnerOf(names, 0)));
    expect(within(status()).getByText(MATCH)).toHaveClass('text-3xl');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir de novo' }));
    expect(spoken().at(-1)).toBe(MATCH);
  });

  it('says and plays nothing when speech and sound are off', async () => {
    render(
      withSettings(<MemoryGame content={content} title="Memória" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
        sound_effects: false,
      }),
    );
    const names = await memorise();
    fireEvent.click(card(0));
    fireEvent.click(card(otherThan(names, 0)));
    expect(status()).toHaveTextContent(MISMATCH);
    expect(screen.queryByRole('button', { name: 'Ouvir de novo' })).toBeNull();
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
  });

  it("'Recomeçar' deals a new game with a new preview", async () => {
    render(<MemoryGame content={content} title="Memória" onComplete={vi.fn()} clock={clock()} />);
    const names = await memorise();
    fireEvent.click(card(0));
    fireEvent.click(card(partnerOf(names, 0)));
    expect(screen.getByText('1 de 8 pares encontrados')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('0 de 8 pares encontrados')).toBeInTheDocument();
    expect(status()).toBeEmptyDOMElement();
    expect(cards().every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_MS));
    expect(cards().every((b) => b.getAttribute('aria-label') === 'Carta virada')).toBe(true);
  });

  it('level 3: 12 pairs in 24 cards, played to the end', async () => {
    const onComplete = vi.fn();
    render(<MemoryGame content={content} title="Memória" onComplete={onComplete} clock={clock()} level={3} />);
    expect(cards()).toHaveLength(24);
    expect(screen.getByText('0 de 12 pares encontrados')).toBeInTheDocument();
    expect(screen.getByText(/aparecem por 2 segundos/)).toBeInTheDocument();
    expect(screen.getByText(/100 pontos até 9 tentativas sem par/)).toBeInTheDocument();
    const names = await memorise();
    expect(new Set(names).size).toBe(12);
    for (let i = 0; i < 24; i++) {
      if (card(i).getAttribute('aria-pressed') === 'true') continue;
      fireEvent.click(card(i));
      fireEvent.click(card(partnerOf(names, i)));
    }
    expect(screen.getByText('12 de 12 pares encontrados')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    // 'Recomeçar' deals 24 cards again.
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(cards()).toHaveLength(24);
  });

  it('level 1: 6 pairs in 12 cards, shown for 3 s; a mismatch waits 1.5 s', async () => {
    render(<MemoryGame content={content} title="Memória" onComplete={vi.fn()} clock={clock()} level={1} />);
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('0 de 6 pares encontrados')).toBeInTheDocument();
    expect(screen.getByText(/aparecem por 3 segundos/)).toBeInTheDocument();
    const names = cards().map((b) => b.getAttribute('aria-label')!);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_MS));
    expect(card(0)).toHaveAttribute('aria-pressed', 'true');
    await act(() => vi.advanceTimersByTimeAsync(LEVELS[1].previewMs - PREVIEW_MS));
    expect(card(0)).toHaveAccessibleName('Carta virada');
    const other = otherThan(names, 0);
    fireEvent.click(card(0));
    fireEvent.click(card(other));
    await act(() => vi.advanceTimersByTimeAsync(MISMATCH_MS));
    expect(card(other)).toHaveAccessibleName(names[other]);
    await act(() => vi.advanceTimersByTimeAsync(LEVELS[1].mismatchMs - MISMATCH_MS));
    expect(card(other)).toHaveAccessibleName('Carta virada');
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<MemoryGame content={content} title="Memória" onComplete={vi.fn()} clock={clock()} />);
    await expectNoSeriousA11yViolations(container);
  });
});
