import { DEFAULT_SENSORY_SETTINGS, type SensorySettings } from '@neurobridge/shared/domain/sensory';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGameSettings } from './game-settings';
import { SensoryFrame } from './sensory-frame';

/** A stand-in for the device's prefers-reduced-motion, which can change while playing. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return (next: boolean) => {
    query.matches = next;
    listeners.forEach((fn) => fn());
  };
}

function MotionProbe() {
  return <p>{useGameSettings().reducedMotion ? 'parado' : 'movendo'}</p>;
}

const renderFrame = (overrides: Partial<SensorySettings>) =>
  render(
    <SensoryFrame settings={{ ...DEFAULT_SENSORY_SETTINGS, ...overrides }}>
      <MotionProbe />
    </SensoryFrame>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('SensoryFrame', () => {
  it('marks its root with the palette and text size, for everything inside to inherit', () => {
    systemMotion(false);
    renderFrame({ calm_palette: true, large_text: true });
    const root = screen.getByTestId('game-root');
    expect(root).toHaveClass('game-root', 'game-calm', 'game-large-text');
    expect(root).not.toHaveClass('game-reduced-motion');
    expect(root).toContainElement(screen.getByText('movendo'));
  });

  it("follows the device's reduced-motion setting when the child's is 'system', also when it changes", () => {
    const change = systemMotion(true);
    renderFrame({ reduced_motion: 'system' });
    expect(screen.getByTestId('game-root')).toHaveClass('game-reduced-motion');
    expect(screen.getByText('parado')).toBeInTheDocument();
    act(() => change(false));
    expect(screen.getByTestId('game-root')).not.toHaveClass('game-reduced-motion');
    expect(screen.getByText('movendo')).toBeInTheDocument();
  });

  it("'on' and 'off' win over the device", () => {
    systemMotion(false);
    const { unmount } = renderFrame({ reduced_motion: 'on' });
    expect(screen.getByTestId('game-root')).toHaveClass('game-reduced-motion');
    unmount();
    systemMotion(true);
    renderFrame({ reduced_motion: 'off' });
    expect(screen.getByTestId('game-root')).not.toHaveClass('game-reduced-motion');
  });
});
