import { useCallback, useEffect, useRef, useState } from 'react';

/** Marks the history entry the guard adds on top of the activity's own (same URL, same state). */
const GUARD_KEY = 'neurobridgeGameGuard';

function onGuardEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[GUARD_KEY] === true;
}

function pushGuardEntry() {
  const state = window.history.state as Record<string, unknown> | null;
  window.history.pushState({ ...state, [GUARD_KEY]: true }, '');
}

export interface LeaveGuard {
  /** Back was pressed during the game: the player asks (LeaveGameDialog). */
  asking: boolean;
  stay: () => void;
  /** Does what Back meant: to the page before the activity (or, without one, out of the player). */
  leave: () => void;
  /** Off the guard's entry before closing the player in place, so the next Back works at once. */
  stepOff: () => void;
}

/**
 * docs/product.md#leaving-a-game: while `active`, a reload or closing the tab gets the browser's
 * own 'leave site?' prompt, and Back asks in the app. React Router's useBlocker needs a data
 * router and the app has a BrowserRouter (main.tsx), so Back is caught the classic way: a copy of
 * the current entry goes on the history when the game starts; Back lands on the entry below it
 * (same URL, so the router changes nothing) and the popstate asks. The copy is put back at once,
 * so a second Back (a child pressing it again) is caught again.
 */
export function useLeaveGuard(active: boolean, onLeave: () => void): LeaveGuard {
  const [asking, setAsking] = useState(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!active) return;
    leaving.current = false;
    // Checked, not assumed: StrictMode runs this twice, and 'Jogar de novo' may find it in place.
    if (!onGuardEntry()) pushGuardEntry();
    const onPopState = () => {
      if (leaving.current || onGuardEntry()) return;
      pushGuardEntry();
      setAsking(true);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older Chromium shows the prompt only for a return value.
      event.returnValue = true;
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);

  const stepOff = useCallback(() => {
    if (!onGuardEntry()) return;
    leaving.current = true;
    window.history.back();
  }, []);

  // The game ended in place (the card shows): nothing is lost any more, Back just goes back.
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) stepOff();
    wasActive.current = active;
  }, [active, stepOff]);

  const leave = useCallback(() => {
    leaving.current = true;
    setAsking(false);
    // Below the guard's entry, the activity's own; below that, the page Back was meant for.
    window.history.go(-2);
    onLeave();
  }, [onLeave]);

  return { asking: asking && active, stay: () => setAsking(false), leave, stepOff };
}
