/**
 * Runs `run` the next moment the main thread is idle (within `timeoutMs` at the latest), so work
 * nobody waits for keeps out of the task that draws a screen (docs/architecture.md, "Fast by
 * construction"). A browser without idle callbacks (Safari) runs it after `fallbackMs`. Answers the
 * way to cancel it.
 */
export function whenIdle(run: () => void, timeoutMs = 500, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
