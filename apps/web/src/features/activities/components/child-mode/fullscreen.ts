/**
 * The browser's full screen for child mode (docs/product.md#child-mode). Asking needs the click's
 * user gesture, so it is called from the click itself; a refusal, or a browser without it (an
 * iPhone), leaves the full-viewport layer alone, which is enough.
 */
export function enterFullscreen() {
  const root = document.documentElement;
  if (document.fullscreenElement || typeof root.requestFullscreen !== 'function') return;
  root.requestFullscreen().catch(() => {});
}

/** Leaves the browser's full screen if child mode (or anything) put the page in it. */
export function exitFullscreen() {
  if (!document.fullscreenElement || typeof document.exitFullscreen !== 'function') return;
  document.exitFullscreen().catch(() => {});
}
