import { Button } from '../../components/ui/button';
import { pwaMessages } from './pwa-messages';
import { PROMPT_CLASS } from './update-prompt';

/**
 * The offer to install the app (docs/product.md#offline-play): 'Instalar' opens the browser's own
 * install dialog, 'Agora não' closes the card; after either the device is never asked again.
 */
export function InstallPrompt({ onAnswer }: { onAnswer: (install: boolean) => void }) {
  return (
    <div role="status" aria-labelledby="install-prompt-title" className={PROMPT_CLASS}>
      <p id="install-prompt-title" className="w-full font-semibold text-ink">
        {pwaMessages.install.title}
      </p>
      <Button onClick={() => onAnswer(true)}>{pwaMessages.install.accept}</Button>
      <Button variant="ghost" onClick={() => onAnswer(false)}>
        {pwaMessages.install.decline}
      </Button>
    </div>
  );
}
