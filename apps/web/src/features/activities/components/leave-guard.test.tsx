import type { Activity } from '@neurobridge/shared/api/activities';
import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_MS } from '../../../games/letters/rules';
import { sampleActivity } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { ActivityPlayer } from './activity-player';
import { GROWN_UP_HOLD_MS } from './child-mode/use-hold';

vi.mock('../../../lib/speech', () => ({ speak: vi.fn(() => true), stopSpeaking: vi.fn(), portugueseVoices: () => [] }));
vi.mock('../../../lib/sound', () => ({ playCue: vi.fn() }));

afterEach(() => vi.useRealTimers());

const LETTER_A = { type: 'letter_matching', letters: ['A'] };

async function play(content: unknown, childMode = false) {
  const handlers = { onExit: vi.fn(), onContinue: vi.fn(), onLeaveChildMode: vi.fn() };
  const json = content === null ? null : JSON.stringify(content);
  const activity = sampleActivity({ content: json, category: 'language' }) as Activity;
  renderWithProviders(
    <ActivityPlayer activity={activity} settings={DEFAULT_SENSORY_SETTINGS} childMode={childMode} {...handlers} />,
  );
  if (content === LETTER_A) await screen.findByText('Qual palavra começa com a letra A?');
  return handlers;
}

/** The browser's Back: the history steps back and a popstate follows (a task later in jsdom). */
async function pressBack() {
  window.history.back();
  await act(() => new Promise((done) => window.addEventListener('popstate', done, { once: true })));
}

function reloadPrevented() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function finishLetterA() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const options = within(screen.getByRole('group', { name: /letra A/ })).getAllByRole('button');
  fireEvent.click(options.find((b) => b.textContent!.includes('Abelha'))!);
  await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_MS));
  expect(screen.getByTestId('completion-card')).toBeInTheDocument();
}

const hold = (button: HTMLElement) => {
  fireEvent.pointerDown(button);
  act(() => vi.advanceTimersByTime(GROWN_UP_HOLD_MS));
};

describe('a game in progress is not lost by accident (docs/product.md#leaving-a-game)', () => {
  it("Back asks, 'Continuar jogando' first keeps the game, and Back asks again", async () => {
    await play(LETTER_A);
    await pressBack();
    const dialog = screen.getByRole('dialog', { name: 'Sair da atividade?' });
    expect(dialog).toHaveTextContent('O jogo em andamento será perdido.');
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names.slice(-2)).toEqual(['Continuar jogando', 'Sair']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar jogando' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Qual palavra começa com a letra A?')).toBeInTheDocument();

    await pressBack();
    expect(screen.getByRole('dialog', { name: 'Sair da atividade?' })).toBeInTheDocument();
  });

  it("'Sair' does what Back meant: past the activity's entry, and out of the player", async () => {
    const { onExit } = await play(LETTER_A);
    await pressBack();
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(go).toHaveBeenCalledWith(-2);
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(reloadPrevented()).toBe(false);
    go.mockRestore();
  });

  it('a reload or closing the tab asks while the game runs, and nothing asks once the card shows', async () => {
    await play(LETTER_A);
    expect(reloadPrevented()).toBe(true);
    await finishLetterA();
    expect(reloadPrevented()).toBe(false);
    vi.useRealTimers();
    await pressBack();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('nothing asks when there is no game (a message)', async () => {
    await play(null);
    expect(screen.getByRole('heading', { name: 'Conteúdo Indisponível' })).toBeInTheDocument();
    expect(reloadPrevented()).toBe(false);
  });
});

describe('child mode (docs/product.md#child-mode)', () => {
  it("fills the screen with the grown-up's exit; holding it mid-game goes back to the normal player", async () => {
    const { onLeaveChildMode, onExit } = await play(LETTER_A, true);
    const layer = screen.getByRole('region', { name: 'Modo criança' });
    expect(layer).toHaveClass('fixed', 'inset-0');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hold(within(layer).getByRole('button', { name: /^Sair \(adulto/ }));
    expect(onLeaveChildMode).toHaveBeenCalledTimes(1);
    expect(onExit).not.toHaveBeenCalled();
  });

  it('Back asks, and its way out is the hold: a tap does not leave', async () => {
    const { onExit } = await play(LETTER_A, true);
    await pressBack();
    const dialog = screen.getByRole('dialog', { name: 'Sair da atividade?' });
    expect(within(dialog).queryByRole('button', { name: 'Sair' })).toBeNull();
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const exit = within(dialog).getByRole('button', { name: /^Sair \(adulto/ });
    fireEvent.pointerDown(exit);
    fireEvent.pointerUp(exit);
    fireEvent.click(exit);
    expect(onExit).not.toHaveBeenCalled();
    hold(exit);
    expect(go).toHaveBeenCalledWith(-2);
    expect(onExit).toHaveBeenCalledTimes(1);
    go.mockRestore();
  });

  it("the card offers 'Jogar de novo' and the grown-up's exit only; Back still asks; the hold closes the player", async () => {
    const { onExit, onLeaveChildMode } = await play(LETTER_A, true);
    await finishLetterA();
    const card = screen.getByTestId('completion-card');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jogar de novo']);
    vi.useRealTimers();
    await pressBack();
    expect(screen.getByRole('dialog', { name: 'Sair do modo criança?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar jogando' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    hold(screen.getByRole('button', { name: /^Sair \(adulto/ }));
    expect(onExit).toHaveBeenCalledTimes(1);
    expect(onLeaveChildMode).not.toHaveBeenCalled();
  });

  it("a message has no 'Voltar' of its own in child mode", async () => {
    await play(null, true);
    expect(screen.getByRole('heading', { name: 'Conteúdo Indisponível' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Sair \(adulto/ })).toBeInTheDocument();
  });
});
