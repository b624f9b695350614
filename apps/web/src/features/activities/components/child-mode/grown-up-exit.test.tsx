import { DEFAULT_SENSORY_SETTINGS } from '@neurobridge/shared/domain/sensory';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameSettingsProvider } from '../../../../games/shared/game-settings';
import { expectNoSeriousA11yViolations } from '../../../../test/axe';
import { GrownUpExit } from './grown-up-exit';
import { GROWN_UP_HOLD_MS, RELEASED_NOTE_MS } from './use-hold';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

function renderExit(reducedMotion: 'on' | 'off' = 'off') {
  const onDone = vi.fn();
  render(
    <GameSettingsProvider settings={{ ...DEFAULT_SENSORY_SETTINGS, reduced_motion: reducedMotion }}>
      <GrownUpExit onDone={onDone} />
    </GameSettingsProvider>,
  );
  const button = screen.getByRole('button', { name: 'Sair (adulto: segure 3 segundos)' });
  return { onDone, button };
}
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('GrownUpExit: press and hold for 3 s (docs/product.md#child-mode)', () => {
  it('is a 3 s hold', () => {
    expect(GROWN_UP_HOLD_MS).toBe(3_000);
  });

  it('let go at 2.9 s does nothing and says so gently; held 3 s it exits, once', () => {
    const { onDone, button } = renderExit();
    fireEvent.pointerDown(button);
    advance(2_900);
    fireEvent.pointerUp(button);
    advance(1_000);
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Soltou antes da hora. Para sair, segure por 3 segundos.');

    fireEvent.pointerDown(button);
    expect(screen.getByRole('status')).not.toHaveTextContent('Soltou');
    advance(GROWN_UP_HOLD_MS - 1);
    expect(onDone).not.toHaveBeenCalled();
    advance(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button);
    advance(5_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a tap (or a finger lifted off the screen) cancels; the gentle note goes away by itself', () => {
    const { onDone, button } = renderExit();
    fireEvent.pointerDown(button);
    advance(500);
    fireEvent.pointerCancel(button);
    expect(screen.getByText(/Soltou antes da hora/)).toBeVisible();
    advance(RELEASED_NOTE_MS);
    expect(screen.queryByText(/Soltou antes da hora/)).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('tells a screen reader what to do and counts down politely', () => {
    const { button } = renderExit();
    expect(button).toHaveAccessibleDescription(/um adulto mantém este botão pressionado por 3 segundos/);
    fireEvent.pointerDown(button);
    expect(screen.getByRole('status')).toHaveTextContent('Continue segurando: 3');
    advance(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('Continue segurando: 2');
    advance(1_000);
    expect(screen.getByRole('status')).toHaveTextContent('Continue segurando: 1');
  });

  it('holds with Enter or Space; a repeating key does not start again; letting go early cancels', () => {
    const { onDone, button } = renderExit();
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    advance(2_000);
    fireEvent.keyDown(button, { key: 'Enter', repeat: true });
    advance(1_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    fireEvent.keyUp(button, { key: 'Enter' });

    fireEvent.keyDown(button, { key: ' ' });
    advance(2_000);
    fireEvent.keyUp(button, { key: ' ' });
    advance(2_000);
    expect(onDone).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(button, { key: ' ' });
    advance(GROWN_UP_HOLD_MS);
    expect(onDone).toHaveBeenCalledTimes(2);
  });

  it('other keys, the right mouse button and leaving the button do not hold', () => {
    const { onDone, button } = renderExit();
    fireEvent.keyDown(button, { key: 'a' });
    fireEvent.pointerDown(button, { button: 2 });
    advance(GROWN_UP_HOLD_MS);
    expect(onDone).not.toHaveBeenCalled();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.blur(button);
    advance(GROWN_UP_HOLD_MS);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('fills a bar while held; with reduced motion it shows the seconds instead', () => {
    const first = renderExit('off');
    fireEvent.pointerDown(first.button);
    expect(screen.getByTestId('hold-bar').style.transform).toBe('scaleX(1)');
    expect(screen.queryByTestId('hold-count')).toBeNull();
    fireEvent.pointerUp(first.button);
    cleanup();

    const calm = renderExit('on');
    fireEvent.pointerDown(calm.button);
    expect(screen.queryByTestId('hold-bar')).toBeNull();
    expect(screen.getByTestId('hold-count')).toHaveTextContent('3');
    advance(1_000);
    expect(screen.getByTestId('hold-count')).toHaveTextContent('2');
  });

  it('has no serious axe violations', async () => {
    vi.useRealTimers();
    renderExit();
    await expectNoSeriousA11yViolations(document.body);
  });
});
