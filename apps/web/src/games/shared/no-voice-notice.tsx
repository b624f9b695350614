import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { portugueseVoices } from '../../lib/speech';
import { gameMessages } from '../../locales/pt-BR/games/shared';
import { useGameSettings } from './game-settings';

const SEEN_KEY = 'neurobridge.noVoiceNoticeSeen';

function seen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** docs/product.md#speech: when speech is on but no pt voice exists, the grown-up is told once how to add one. */
export function NoVoiceNotice() {
  const { speech } = useGameSettings();
  const [hidden, setHidden] = useState(seen);
  if (!speech || hidden || portugueseVoices().length > 0) return null;
  return (
    <div role="note" className="mb-3 flex flex-wrap items-center gap-3 rounded-xl bg-slate-100 p-3">
      <p className="flex-1 text-base">{gameMessages.noVoiceNotice}</p>
      <Button
        variant="secondary"
        onClick={() => {
          try {
            localStorage.setItem(SEEN_KEY, '1');
          } catch {
            // private mode: the notice just comes back next time
          }
          setHidden(true);
        }}
      >
        {gameMessages.gotIt}
      </Button>
    </div>
  );
}
