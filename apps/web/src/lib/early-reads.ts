/**
 * Reads a page's first screen makes, started by main.tsx with the document instead of after the
 * screen's code has loaded (docs/architecture.md, "Fast by construction"). apiFetch takes each
 * answer once, for the same GET; an answer nobody takes within a few seconds is dropped, so a later
 * screen never gets an old one.
 */
const KEEP_MS = 10_000;
const started = new Map<string, { answer: Promise<Response>; at: number }>();

/** The same request apiFetch makes for a GET (the session cookie, JSON). */
export const GET_INIT: RequestInit = { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } };

export function startEarlyReads(urls: readonly string[]): void {
  for (const url of urls) {
    if (started.has(url)) continue;
    const answer = fetch(url, GET_INIT);
    // Whoever takes the answer sees a failure; one nobody takes is not an unhandled rejection.
    answer.catch(() => {});
    started.set(url, { answer, at: Date.now() });
  }
}

/** The started answer for a GET of `url`, once; undefined when there is none (or it is too old). */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const read = started.get(url);
  if (!read) return undefined;
  started.delete(url);
  return Date.now() - read.at <= KEEP_MS ? read.answer : undefined;
}
