import { useEffect, useState } from 'react';

/**
 * While `dirty` (docs/product.md#activity-editor): a reload or closing the tab gets the browser's
 * own prompt, and a click on any link of the app (the shell's 'Voltar ao painel', say) is held and
 * handed back as `pending`, for the screen to ask first. The app has a BrowserRouter, not a data
 * router, so React Router's useBlocker is not available (see features' leave guard for the game).
 */
export function useUnsavedGuard(dirty: boolean) {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only for a return value.
      event.returnValue = true;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) {
        return;
      }
      event.preventDefault();
      event.stopPropagation();
      setPending(link.pathname + link.search);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
  return { pending, ask: setPending, cancel: () => setPending(null) };
}
