/**
 * Runs `run` the next moment the main thread is idle (within `timeoutMs` at the latest; a plain
 * timeout where the browser has no idle callback), so work nobody waits for keeps out of the task
 * that draws a screen (docs/architecture.md, "Fast by construction"). Answers the way to cancel it.
 */
export function whenIdle(run: () => void, timeoutMs = 500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
