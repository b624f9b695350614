import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playCue } from '../../lib/sound';
import { speak } from '../../lib/speech';
import { expectNoSeriousA11yViolations } from '../../test/axe';
import { SensoryFrame } from '../shared/sensory-frame';
import { seededRandom } from '../shared/random';
import { EMPHASIS_MS } from '../shared/listen-button';
import { BOARD_REPORT_MS, SINGLE_REPORT_MS } from './rules';
import { SymbolGame } from './symbol-game';

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
const board = {
  type: 'symbol_communication' as const,
  symbols: ['agua', 'comida', 'banheiro', 'ajuda', 'feliz', 'obrigado'],
  prompt: 'Toque na figura para dizer o que você quer.',
};
const single = {
  type: 'symbol_communication' as const,
  symbols: ['agua', 'comida', 'ajuda'],
  mode: 'single_symbol' as const,
  prompt: 'Você está com sede. Mostre o que você quer.',
};
const VOICE = { rate: 0.8, voiceURI: null, volume: 0.8 };

const symbol = (label: string) =>
  within(screen.getByRole('group', { name: 'Figuras para falar' })).getByRole('button', { name: label });
const spoken = () => vi.mocked(speak).mock.calls.map(([text]) => text);

function withSettings(ui: ReactElement, overrides: Partial<typeof DEFAULT_SENSORY_SETTINGS>) {
  return <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>{ui}</SensoryFrame>;
}

describe('SymbolGame', () => {
  it('speaks the prompt and each phrase; 5 taps, reported 2 s later with the share of distinct symbols', async () => {
    const onComplete = vi.fn();
    render(<SymbolGame content={board} title="Prancha" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText(board.prompt)).toBeInTheDocument();
    expect(speak).toHaveBeenCalledWith(board.prompt, VOICE);

    for (const label of ['Água', 'Comida', 'Água', 'Banheiro']) fireEvent.click(symbol(label));
    expect(screen.getByRole('status')).toHaveTextContent('Excelente! Você disse: "Eu preciso ir ao banheiro"');
    expect(screen.queryByTestId('phrase-large')).toBeNull();
    expect(screen.getByText('4 de 5 toques')).toBeInTheDocument();
    fireEvent.click(symbol('Ajuda'));
    expect(spoken()).toEqual([
      board.prompt,
      'Eu quero água',
      'Eu quero comer',
      'Eu quero água',
      'Eu preciso ir ao banheiro',
      'Eu preciso de ajuda',
    ]);
    for (const [, opts] of vi.mocked(speak).mock.calls) expect(opts).toEqual(VOICE);
    expect(playCue).not.toHaveBeenCalled();

    // Taps before the report do not count: the board is locked.
    expect(symbol('Feliz')).toBeDisabled();
    fireEvent.click(symbol('Feliz'));
    expect(speak).toHaveBeenCalledTimes(6);
    await act(() => vi.advanceTimersByTimeAsync(BOARD_REPORT_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // 4 distinct of the 5 reachable in 5 taps.
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith({ score: 80, minutes: 1 });
  });

  it('single_symbol: the target at once, reported 3 s later with 100', async () => {
    const onComplete = vi.fn();
    render(<SymbolGame content={single} title="Sede" onComplete={onComplete} clock={clock()} />);
    expect(screen.getByText(single.prompt)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Água|Comida|Ajuda/ })).toHaveLength(3);
    expect(screen.queryByText(/toques/)).toBeNull();
    fireEvent.click(symbol('Água'));
    expect(screen.getByRole('status')).toHaveTextContent('Excelente! Você disse: "Eu quero água"');
    expect(symbol('Comida')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(SINGLE_REPORT_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('single_symbol with a target: another symbol is said with a gentle hint; the target completes', async () => {
    const onComplete = vi.fn();
    render(<SymbolGame content={single} title="Sede" onComplete={onComplete} clock={clock()} />);
    fireEvent.click(symbol('Comida'));
    const status = screen.getByRole('status');
    // Communication is never wrong: the phrase is said, then where to look.
    expect(status).toHaveTextContent('Você disse: "Eu quero comer"');
    expect(status).not.toHaveTextContent('Excelente!');
    expect(screen.getByTestId('symbol-hint')).toHaveTextContent('Agora encontre: Água.');
    expect(spoken().at(-1)).toBe('Eu quero comer. Agora encontre: Água.');
    expect(symbol('Água')).toBeEnabled();
    await act(() => vi.advanceTimersByTimeAsync(SINGLE_REPORT_MS * 2));
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(symbol('Água'));
    expect(status).toHaveTextContent('Excelente! Você disse: "Eu quero água"');
    expect(screen.queryByTestId('symbol-hint')).toBeNull();
    expect(spoken().at(-1)).toBe('Eu quero água');
    expect(symbol('Comida')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(SINGLE_REPORT_MS - 1));
    expect(onComplete).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('single_symbol without a need in the prompt: any tap answers it', async () => {
    const onComplete = vi.fn();
    const feeling = {
      type: 'symbol_communication' as const,
      symbols: ['feliz', 'triste', 'obrigado'],
      mode: 'single_symbol' as const,
      prompt: 'Você ganhou um presente. Como você se sente?',
    };
    render(<SymbolGame content={feeling} title="Presente" onComplete={onComplete} clock={clock()} />);
    fireEvent.click(symbol('Triste'));
    expect(screen.getByRole('status')).toHaveTextContent('Excelente! Você disse: "Eu estou triste"');
    expect(screen.queryByTestId('symbol-hint')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(SINGLE_REPORT_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it("without a voice, 'Ouvir de novo' emphasises the large words once and reads them to screen readers", async () => {
    vi.mocked(speak).mockReturnValue(false);
    render(<SymbolGame content={single} title="Sede" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(symbol('Comida'));
    const phraseArea = screen.getByRole('status').parentElement!;
    expect(phraseArea).not.toHaveAttribute('data-emphasis');
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir a frase de novo' }));
    expect(spoken().at(-1)).toBe('Eu quero comer. Agora encontre: Água.');
    expect(phraseArea).toHaveAttribute('data-emphasis', 'true');
    expect(phraseArea.querySelector('[aria-live].sr-only')).toHaveTextContent('Eu quero comer. Agora encontre: Água.');
    expect(screen.queryByTestId('listen-note')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(EMPHASIS_MS));
    expect(phraseArea).not.toHaveAttribute('data-emphasis');

    // The question's own button emphasises the question.
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir a pergunta' }));
    const question = screen.getAllByText(single.prompt)[0]!.closest('[data-emphasis]');
    expect(question).not.toBeNull();
  });

  it('shows the phrase large when no voice could speak it', () => {
    vi.mocked(speak).mockReturnValue(false);
    render(<SymbolGame content={board} title="Prancha" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(symbol('Comida'));
    expect(screen.getByTestId('phrase-large')).toHaveTextContent('Eu quero comer');
    // Shown once, large, inside the sentence — not the sentence and then the phrase again.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Excelente! Você disse: "Eu quero comer"');
    expect(status.textContent!.split('Eu quero comer')).toHaveLength(2);
  });

  it('with speech off: nothing is spoken, the phrase is shown large and a soft cue acknowledges the tap', () => {
    render(
      withSettings(<SymbolGame content={board} title="Prancha" onComplete={vi.fn()} clock={clock()} />, {
        speech: false,
      }),
    );
    expect(screen.queryByRole('button', { name: 'Ouvir a pergunta' })).toBeNull();
    fireEvent.click(symbol('Feliz'));
    expect(speak).not.toHaveBeenCalled();
    expect(screen.getByTestId('phrase-large')).toHaveTextContent('Eu estou feliz');
    expect(playCue).toHaveBeenCalledWith('correct', true);
  });

  it("speaks at the child's speech rate and voice", () => {
    render(
      withSettings(<SymbolGame content={board} title="Prancha" onComplete={vi.fn()} clock={clock()} />, {
        speech_rate: 1.2,
        voice_uri: 'voz-1',
      }),
    );
    fireEvent.click(symbol('Obrigado'));
    expect(speak).toHaveBeenLastCalledWith('Muito obrigado', { rate: 1.2, voiceURI: 'voz-1', volume: 0.8 });
  });

  it("'Ouvir de novo' buttons repeat without counting; 'Recomeçar' clears the taps", () => {
    render(<SymbolGame content={board} title="Prancha" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(symbol('Água'));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir a frase de novo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ouvir a pergunta' }));
    expect(spoken().slice(-2)).toEqual(['Eu quero água', board.prompt]);
    expect(screen.getByText('1 de 5 toques')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar' }));
    expect(screen.getByText('0 de 5 toques')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('unknown symbols fall back to the default board of six', () => {
    render(
      <SymbolGame
        content={{ type: 'symbol_communication', symbols: ['pizza'] }}
        title="Prancha"
        onComplete={vi.fn()}
        clock={clock()}
      />,
    );
    const buttons = within(screen.getByRole('group', { name: 'Figuras para falar' })).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Água', 'Comida', 'Banheiro', 'Ajuda', 'Feliz', 'Obrigado']);
    expect(screen.getByText('Toque em uma figura para falar.')).toBeInTheDocument();
  });

  /** The board without a symbols list, at a level. */
  function renderAt(level: 1 | 3) {
    const onComplete = vi.fn();
    render(
      <SymbolGame
        content={{ type: 'symbol_communication' }}
        title="Prancha"
        onComplete={onComplete}
        clock={clock()}
        level={level}
      />,
    );
    return {
      onComplete,
      cards: within(screen.getByRole('group', { name: 'Figuras para falar' })).getAllByRole('button'),
    };
  }

  it('level 3: a board of nine, eight taps, played to the end', async () => {
    const { onComplete, cards } = renderAt(3);
    expect(cards).toHaveLength(9);
    const labels = ['Água', 'Comida', 'Banheiro', 'Ajuda', 'Feliz', 'Obrigado', 'Triste', 'Brincar'];
    for (const label of labels.slice(0, 7)) fireEvent.click(symbol(label));
    expect(screen.getByText('7 de 8 toques')).toBeInTheDocument();
    fireEvent.click(symbol('Brincar'));
    await act(() => vi.advanceTimersByTimeAsync(BOARD_REPORT_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('level 1: a board of four, done after three taps', async () => {
    const { onComplete, cards } = renderAt(1);
    expect(cards).toHaveLength(4);
    for (const label of ['Água', 'Comida', 'Ajuda']) fireEvent.click(symbol(label));
    expect(screen.getByText('3 de 3 toques')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BOARD_REPORT_MS));
    expect(onComplete).toHaveBeenCalledWith({ score: 100, minutes: 1 });
  });

  it('honours reduced motion', () => {
    render(
      withSettings(<SymbolGame content={board} title="Prancha" onComplete={vi.fn()} clock={clock()} />, {
        reduced_motion: 'on',
      }),
    );
    // The frame's reduced-motion root switches off every transition and zoom inside it (sensory-frame.css).
    expect(symbol('Água').closest('.game-reduced-motion')).not.toBeNull();
  });

  it('has no serious accessibility violations', async () => {
    vi.useRealTimers(); // axe schedules its own timers
    const { container } = render(<SymbolGame content={board} title="Prancha" onComplete={vi.fn()} clock={clock()} />);
    fireEvent.click(symbol('Água'));
    await expectNoSeriousA11yViolations(container);
  });
});
