import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { pwaMessages } from './pwa-messages';

/** Where both prompts sit: a card at the bottom, clear of the assistant's button at the right. */
export const PROMPT_CLASS =
  'fixed bottom-4 left-4 right-20 z-30 flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-lg ' +
  'ring-1 ring-slate-200 sm:right-auto sm:max-w-md print:hidden';

/**
 * 'Nova versão disponível — atualizar' (docs/product.md#offline-play): 'Atualizar' hands the page
 * to the new version, which reloads it. features/offline/install-and-update.tsx decides when it
 * shows (never during a game).
 */
export function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <div role="status" className={PROMPT_CLASS}>
      <p className="flex-1 font-semibold text-ink">{pwaMessages.update.text}</p>
      <Button
        pending={pending}
        pendingLabel={pwaMessages.update.pending}
        onClick={() => {
          setPending(true);
          onUpdate();
        }}
      >
        {pwaMessages.update.accept}
      </Button>
    </div>
  );
}
