import { useCallback } from 'react';
import { playCue, type Cue } from '../../lib/sound';
import { useGameSettings } from './game-settings';

/**
 * A feedback cue that respects the child's sound setting (docs/product.md#game-frame): with sound
 * effects off nothing is played at all, so no game passes the setting along.
 */
export function useCue() {
  const { sound } = useGameSettings();
  return useCallback(
    (cue: Cue) => {
      if (sound) playCue(cue, true);
    },
    [sound],
  );
}
