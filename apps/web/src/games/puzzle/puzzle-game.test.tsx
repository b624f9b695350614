import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { advanceInSteps } from '../../test/advance-timers';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { seededRandom } from '../shared/random';
import { SensoryFrame } from '../shared/sensory-frame';
import { PuzzleGame } from './puzzle-game';
import { COMPLETE_DELAY_MS, LEVELS, PIECES, type PuzzleContent } from './rules';

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

const clock = () => ({ now: () => Date.now(), random: seededRandom(6) });
const content: PuzzleContent = { type: 'focus_exercise', task: 'visual_puzzle' };
const INSTRUCTION = 'Monte a figura: toque em uma peça e depois no lugar para onde ela vai.';
const SOLVED = 'Muito bem! A figura está completa!';

const slot = (i: number) => screen.getByTestId(`slot-${i}`);
/** The piece shown in a slot, from the piece's own drawing. */
const pieceIn = (i: number) => Number(slot(i).querySelector('[data-piece]')!.getAttribute('data-piece'));
const layout = (count = PIECES) => Array.from({ length: count }, (_, i) => pieceIn(i));
const isInPlace = (i: number) => slot(i).getAttribute('aria-disabled') === 'true';

/** Plays the fewest swaps: for each slot, choose the slot holding its piece, then the slot. */
function solveByClicks(act: (i: number) => void, count = PIECES) {
  for (let target = 0; target < count; target++) {
    if (pieceIn(target) === target) continue;
    const from = layout(count).indexOf(target);
    const chosen = Array.from({ length: count }, (_, i) => i).find(
      (i) => slot(i).getAttribute('aria-pressed') === 'true',
    );
    if (chosen !== undefined && chosen !== from) act(chosen); // let go of the chosen piece
    if (chosen !== from) act(from);
    act(target);
  }
}

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS> = {}) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('PuzzleGame', () => {
  it('speaks the instruction, shows a preview and a shuffled 3 × 3 board; solved by taps → 100 after 1.5 s', async () => {
    const onComplete = vi.fn();
    render(<PuzzleGame content={content} title="Quebra-cabeça" onComplete={onComplete} clock={clock()} />);
    expect(speak).toHaveBeenCalledWith(INSTRUCTION, { rate: 0.8, voiceURI: null, volume: 0.8 });
    expect(screen.getByRole('img', { name: /^Figura completa: / })).toBeInTheDocument();
    const board = screen.getByRole('group', { name: 'Peças do quebra-cabeça' });
    expect(within(board).getAllByRole('button')).toHaveLength(9);
    expect(layout()).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(screen.getByText('Movimentos: 0')).toBeInTheDocument();
    // Pieces announce where they are, and the ones in place have a check.
    for (let i = 0; i < PIECES; i++) {
      const n = pieceIn(i) + 1;
      if (pieceIn(i) === i) {
        expect(slot(i)).toHaveAccessibleName(new RegExp(`^Peça ${n} \\(.+\\), no lugar certo$`));
        expect(within(slot(i)).getByTestId('in-place-mark')).toBeInTheDocument();
      } else {
        expect(slot(i)).toHaveAccessibleName(new RegExp(`^Peça ${n} \\(.+\\), no espaço ${i + 1}$`));
        expect(within(slot(i)).queryByTestId('in-place-mark')).toBeNull();
      }
    }

    solveByClicks((i) => fireEvent.click(slot(i)));
    expect(layout()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(screen.getByRole('status')).toHaveTextContent(SOLVED);
    expect(speak).toHaveBeenLastCalledWith(SOLVED, expect.anything());
    expect(playCue).toHaveBeenCalledWith('correct', true);
    expect(playCue).toHaveBeenLastCalledWith('complete', true);
    for (let i = 0; i < PIECES; i++) expect(isInPlace(i)).toBe(true);
    // Fewest swaps: pieces out of place minus the layout's cycles, so the score is 100.
    expect(screen.getByText(/^Movimentos: [1-8]$/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('a wrong place keeps the piece chosen with gentle words; each swap counts a move; pieces in place cannot be chosen', () => {
    render(<PuzzleGame content={content} title="Quebra-cabeça" onComplete={vi.fn()} clock={clock()} />);
    // Find a swap that puts neither piece in place.
    const out = layout()
      .map((p, i) => (p !== i ? i : -1))
      .filter((i) => i >= 0);
    let pair: [number, number] | null = null;
    for (const a of out)
      for (const b of out) if (a !== b && layout()[a] !== b && layout()[b] !== a && !pair) pair = [a, b];
    expect(pair).not.toBeNull();
    const [a, b] = pair!;
    const moved = pieceIn(a);
    fireEvent.click(slot(a));
    expect(slot(a)).toHaveAttribute('aria-pressed', 'true');
    expect(within(slot(a)).getByText('Escolhida')).toBeInTheDocument();
    fireEvent.click(slot(b));
    expect(pieceIn(b)).toBe(moved);
    expect(slot(b)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Movimentos: 1')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ainda não é o lugar dela.');
    expect(playCue).not.toHaveBeenCalled();
    // Tapping it again lets it go.
    fireEvent.click(slot(b));
    expect(slot(b)).toHaveAttribute('aria-pressed', 'false');

    const placed = Array.from({ length: PIECES }, (_, i) => i).find((i) => isInPlace(i));
    if (placed !== undefined) {
      fireEvent.click(slot(placed));
      expect(slot(placed)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('plays by keyboard: arrows move between pieces, Enter chooses and swaps', () => {
    const onComplete = vi.fn();
    render(<PuzzleGame content={content} title="Quebra-cabeça" onComplete={onComplete} clock={clock()} />);
    // One tab stop on the board, and nothing starts focused.
    expect(slot(0)).toHaveAttribute('tabindex', '0');
    for (let i = 1; i < PIECES; i++) expect(slot(i)).toHaveAttribute('tabindex', '-1');
    expect(document.activeElement).toBe(document.body);
    slot(0).focus();
    fireEvent.keyDown(slot(0), { key: 'ArrowRight' });
    expect(slot(1)).toHaveFocus();
    fireEvent.keyDown(slot(1), { key: 'ArrowDown' });
    expect(slot(4)).toHaveFocus();
    expect(slot(4)).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(slot(4), { key: 'ArrowLeft' });
    fireEvent.keyDown(slot(3), { key: 'ArrowLeft' });
    fireEvent.keyDown(slot(3), { key: 'ArrowUp' });
    expect(slot(0)).toHaveFocus();

    // Enter/Space on a native button fire its click: solve from the keyboard, moving focus by arrows.
    let at = 0;
    solveByClicks((i) => {
      while (at !== i) {
        const [dx, dy] = [(i % 3) - (at % 3), Math.floor(i / 3) - Math.floor(at / 3)];
        const key = dx > 0 ? 'ArrowRight' : dx < 0 ? 'ArrowLeft' : dy > 0 ? 'ArrowDown' : 'ArrowUp';
        fireEvent.keyDown(slot(at), { key });
        at = Number(document.activeElement!.getAttribute('data-testid')!.slice(5));
      }
      fireEvent.click(slot(i), { detail: 0 });
      expect(slot(i)).toHaveFocus();
    });
    expect(screen.getByRole('status')).toHaveTextContent(SOLVED);
  });

  it('with a duration, counts down and ends when the time is up', async () => {
    const onComplete = vi.fn();
    render(
      <PuzzleGame
        content={{ ...content, duration: 10 }}
        title="Quebra-cabeça"
        onComplete={onComplete}
        clock={clock()}
      />,
    );
    expect(screen.getByText('Tempo: 10 s')).toBeInTheDocument();
    await advance(4_000);
    expect(screen.getByText('Tempo: 6 s')).toBeInTheDocument();
    await advance(6_000);
    const inPlace = layout().filter((p, i) => p === i).length;
    expect(screen.getByRole('status')).toHaveTextContent(`O tempo acabou! Você encaixou ${inPlace} de 9 peças.`);
    await advance(COMPLETE_DELAY_MS);
    expect(onComplete).toHaveBeenCalledWith({ score: 0, minutes: 1 });
  });

  it("'Recomeçar' shuffles again and clears the moves", () => {
    render(<PuzzleGame content={content} title="Quebra-cabeça" onComplete={vi.fn()} clock={clock()} />);
    const out = layout().findIndex((p, i) => p !== i);
    const other = layout().findIndex((p, i) => p !== i && i !== out);
    fireEvent.click(slot(out));
    fireEvent.click(slot(other));
    expect(screen.getByText('Movimentos: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('Movimentos: 0')).toBeInTheDocument();
    expect(layout()).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('without a voice shows the instruction large; speech and sound off play nothing', () => {
    vi.mocked(speak).mockReturnValue(false);
    const { unmount } = render(
      <PuzzleGame content={content} title="Quebra-cabeça" onComplete={vi.fn()} clock={clock()} />,
    );
    expect(screen.getByTestId('instruction')).toHaveClass('text-2xl');
    unmount();
    vi.mocked(speak).mockClear();
    render(
      withSettings(<PuzzleGame content={content} title="Quebra-cabeça" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
        sound_effects: false,
      }),
    );
    solveByClicks((i) => fireEvent.click(slot(i)));
    expect(screen.getByRole('status')).toHaveTextContent(SOLVED);
    expect(speak).not.toHaveBeenCalled();
    expect(playCue).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Ouvir/ })).toBeNull();
  });

  for (const n of [1, 3] as const) {
    const { grid } = LEVELS[n];
    it(`level ${n}: a ${grid} × ${grid} board, moved by the arrows within it, solved by taps → 100`, async () => {
      const count = grid * grid;
      const onComplete = vi.fn();
      render(<PuzzleGame content={content} title="Quebra-cabeça" onComplete={onComplete} clock={clock()} level={n} />);
      const board = screen.getByRole('group', { name: 'Peças do quebra-cabeça' });
      expect(within(board).getAllByRole('button')).toHaveLength(count);
      expect(board.style.gridTemplateColumns).toBe(`repeat(${grid}, minmax(0, 1fr))`);
      for (let i = 0; i < count; i++)
        expect(slot(i)).toHaveAccessibleName(
          new RegExp(`^Peça ${pieceIn(i) + 1} \\([^)]+\\), no (lugar certo|espaço ${i + 1})$`),
        );
      // The arrows stop at the board's own edge.
      slot(grid - 1).focus();
      fireEvent.keyDown(slot(grid - 1), { key: 'ArrowRight' });
      expect(slot(grid - 1)).toHaveFocus();
      fireEvent.keyDown(slot(grid - 1), { key: 'ArrowDown' });
      expect(slot(2 * grid - 1)).toHaveFocus();
      // A chosen piece shows the hand, with the word only where it fits (not on a 4 × 4 piece).
      const out = layout(count).findIndex((p, i) => p !== i);
      fireEvent.click(slot(out));
      expect(within(slot(out)).queryByText('Escolhida') === null).toBe(grid === 4);
      fireEvent.click(slot(out));
      solveByClicks((i) => fireEvent.click(slot(i)), count);
      expect(layout(count)).toEqual([...Array(count).keys()]);
      expect(screen.getByRole('status')).toHaveTextContent(SOLVED);
      await act(() => vi.advanceTimersByTimeAsync(COMPLETE_DELAY_MS));
      expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
    });
  }

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(
      <PuzzleGame content={content} title="Quebra-cabeça" onComplete={vi.fn()} clock={clock()} />,
    );
    fireEvent.click(slot(layout().findIndex((p, i) => p !== i)));
    await expectNoSeriousA11yViolations(container);
  });
});
