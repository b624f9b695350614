import { useGameOpen } from '../../lib/offline/game-in-progress';
import { acceptUpdate, answerInstall, showInstall, showUpdate, usePwaState } from '../../lib/offline/pwa';
import { InstallPrompt } from './install-prompt';
import { UpdatePrompt } from './update-prompt';

/**
 * The parent area's prompts of the installable app (docs/product.md#offline-play), one at a time:
 * the update notice first, else the install offer; neither while a game is open (the update waits
 * for the game to end). The parent layout mounts it outside child mode.
 */
export function InstallAndUpdate() {
  const pwa = usePwaState();
  const gameOpen = useGameOpen();
  if (showUpdate(pwa, gameOpen)) return <UpdatePrompt onUpdate={acceptUpdate} />;
  if (showInstall(pwa, gameOpen)) return <InstallPrompt onAnswer={(install) => void answerInstall(install)} />;
  return null;
}
