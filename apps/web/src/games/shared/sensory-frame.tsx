import type { SensorySettings } from '@neurobridge/shared/domain/sensory';
import type { ReactNode } from 'react';
import { GameSettingsProvider, useGameSettings } from './game-settings';
import './sensory-frame.css';

/**
 * The one place the child's sensory settings (docs/product.md#sensory-settings) reach the screen:
 * the settings context every game reads (sound, speech, voice, rate, reduced motion) and a root
 * whose classes restyle everything inside it, games and completion card alike (sensory-frame.css).
 * A game writes no code for palette, text size or motion.
 */
export function SensoryFrame({ settings, children }: { settings: SensorySettings; children: ReactNode }) {
  return (
    <GameSettingsProvider settings={settings}>
      <SensoryRoot>{children}</SensoryRoot>
    </GameSettingsProvider>
  );
}

function SensoryRoot({ children }: { children: ReactNode }) {
  const { calmPalette, largeText, reducedMotion } = useGameSettings();
  const classes = [
    'game-root',
    calmPalette && 'game-calm',
    largeText && 'game-large-text',
    reducedMotion && 'game-reduced-motion',
  ];
  return (
    <div data-testid="game-root" className={classes.filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
