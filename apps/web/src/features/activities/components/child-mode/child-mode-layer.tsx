import type { SensorySettings } from '@neurobridge/shared/domain/sensory';
import type { ReactNode } from 'react';
import { GameSettingsProvider } from '../../../../games/shared/game-settings';
import { activitiesMessages } from '../../messages';
import { GrownUpExit } from './grown-up-exit';

/**
 * Child mode (docs/product.md#child-mode): the player on a layer over the whole viewport, with
 * the grown-up's exit in a corner. Off, the same elements stay without the layer's classes, so
 * leaving child mode mid-game keeps the game where it was.
 */
export function ChildModeLayer({
  on,
  settings,
  onExit,
  children,
}: {
  on: boolean;
  settings: SensorySettings;
  onExit: () => void;
  children: ReactNode;
}) {
  return (
    <GameSettingsProvider settings={settings}>
      <div
        role={on ? 'region' : undefined}
        aria-label={on ? activitiesMessages.childMode.region : undefined}
        data-testid={on ? 'child-mode' : undefined}
        className={on ? 'fixed inset-0 z-40 flex flex-col overflow-y-auto overscroll-contain bg-calm-50' : undefined}
      >
        {on && (
          <div className="flex shrink-0 justify-end px-2 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 sm:px-4">
            <GrownUpExit onDone={onExit} />
          </div>
        )}
        <div className={on ? 'mx-auto w-full max-w-6xl flex-1 px-2 pb-4 sm:px-4' : undefined}>{children}</div>
      </div>
    </GameSettingsProvider>
  );
}
