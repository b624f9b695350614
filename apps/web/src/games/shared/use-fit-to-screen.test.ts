import { describe, expect, it } from 'vitest';
import { BOTTOM_MARGIN, MIN_ZOOM, zoomToFit } from './use-fit-to-screen';

/** A play area of this height at zoom 1 whose words wrap into more lines when narrower. */
const area =
  (height: number, rewrap = 0) =>
  (zoom: number) =>
    zoom * (height + rewrap * (1 / zoom - 1) * 10);

describe('zoomToFit (docs/product.md#game-frame)', () => {
  it('leaves a play area that fits as it is', () => {
    expect(zoomToFit(170, 844, area(600))).toBe(1);
    expect(zoomToFit(170, 844, area(844 - 170 - BOTTOM_MARGIN))).toBe(1);
  });

  it('draws a taller one just small enough to end on the screen, also when its words wrap anew', () => {
    for (const [height, rewrap] of [
      [780, 0],
      [760, 3],
    ] as const) {
      const heightAt = area(height, rewrap);
      const zoom = zoomToFit(180, 844, heightAt);
      expect(zoom).toBeLessThan(1);
      expect(180 + heightAt(zoom)).toBeLessThanOrEqual(844 - BOTTOM_MARGIN + 0.5);
      expect(zoom).toBeGreaterThan(MIN_ZOOM);
    }
  });

  it('never draws the words smaller than the default text: past that the page scrolls', () => {
    expect(zoomToFit(180, 844, area(2_000))).toBe(MIN_ZOOM);
  });

  it('a play area low on its page (the editor preview) fits a whole screen, to be scrolled to', () => {
    expect(zoomToFit(1_500, 800, area(780))).toBe(1);
    expect(zoomToFit(1_500, 800, area(900))).toBeLessThan(1);
  });
});
