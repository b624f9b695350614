import { useLayoutEffect, type RefObject } from 'react';

/** Below this the words would get smaller than the default text: the page scrolls instead. */
export const MIN_ZOOM = 0.8;
/** Room kept under the play area, so its last row is not flush with the screen's edge. */
export const BOTTOM_MARGIN = 8;

/**
 * The zoom at which a play area fits the screen below its top (docs/product.md#game-frame).
 * `heightAt(zoom)` lays it out at that zoom and answers its height on the screen; a narrower
 * layout may wrap differently, so the zoom is refined from the measured height, a few times.
 * A play area low on its page (the admin editor's preview) fits a whole screen, to be scrolled to.
 */
export function zoomToFit(top: number, viewport: number, heightAt: (zoom: number) => number): number {
  const room = viewport - (top <= viewport / 3 ? top : 0) - BOTTOM_MARGIN;
  let zoom = 1;
  let height = heightAt(zoom);
  for (let i = 0; i < 4 && height > room && zoom > MIN_ZOOM; i++) {
    zoom = Math.max(MIN_ZOOM, (zoom * room) / height);
    height = heightAt(zoom);
  }
  return zoom;
}

/** Draws the element at the zoom that fits it, and notes the zoom for tests (`data-zoom`). */
function fitToScreen(el: HTMLElement) {
  const top = el.getBoundingClientRect().top + window.scrollY;
  const zoom = zoomToFit(top, window.innerHeight, (z) => {
    el.style.zoom = z === 1 ? '' : String(z);
    return el.getBoundingClientRect().height;
  });
  el.dataset.zoom = String(Math.round(zoom * 100) / 100);
}

/**
 * Keeps the play area within one screen whatever the sensory settings and the content: the games'
 * layouts fit as they are, and when larger text and long words still push the last row off the
 * screen, the whole play area is drawn slightly smaller (CSS zoom, so taps land where they look).
 * Measured again when the screen or the play area's content changes size.
 */
export function useFitToScreen(area: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = area.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const fit = () => fitToScreen(el);
    fit();
    // Refitted on the next frame, not inside the observer's own call: a zoom set there would
    // resize what it watches and report a loop.
    let frame = 0;
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer = new ResizeObserver(later);
    observer.observe(content);
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', later);
    };
  }, [area]);
}
