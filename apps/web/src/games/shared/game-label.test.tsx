import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameLabel } from './game-label';

// Issue 27: 'Camis…' and 'Moran…' on the colour game's cards. A name is never cut: its size is
// capped by the card's width (cqi) for its longest word, and it wraps instead of ending in '…'.
describe('GameLabel', () => {
  it('shows the whole name, wrapping, never with an ellipsis', () => {
    render(<GameLabel text="Caminhão de bombeiros" />);
    const label = screen.getByText('Caminhão de bombeiros');
    expect(label.className).not.toMatch(/truncate|line-clamp|ellipsis|overflow-hidden|whitespace-nowrap/);
    expect(label).toHaveClass('[overflow-wrap:anywhere]');
  });

  it('a longer word gets a smaller cap, a short name keeps the card size', () => {
    const cap = (text: string) => {
      const { unmount } = render(<GameLabel text={text} />);
      const size = screen.getByText(text).style.getPropertyValue('--label-cap');
      unmount();
      return Number(/(\d+)cqi/.exec(size)?.[1]);
    };
    expect(cap('Uva')).toBeGreaterThan(cap('Camiseta'));
    // A long name fits two lines: 'Caminhão de bombeiros' is capped as 11 letters a line.
    expect(cap('Caminhão de bombeiros')).toBe(Math.floor(100 / (0.7 * 11)));
    // Eight bold letters still fit the card's width at the cap: 8 × 0.7 em ≤ 100 % of it.
    expect(8 * 0.7 * cap('Camiseta')).toBeLessThanOrEqual(100);
  });
});
