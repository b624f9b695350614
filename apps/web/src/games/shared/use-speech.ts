import { useCallback, useEffect, useState } from 'react';
import { speak, stopSpeaking } from '../../lib/speech';
import { useGameSettings } from './game-settings';

/**
 * Speaks when the child's speech setting is on. `unspoken` is true when speech is wanted but no
 * voice could say it, so the view shows the phrase large (docs/product.md#speech).
 */
export function useSpeech() {
  const settings = useGameSettings();
  const [unspoken, setUnspoken] = useState(false);
  const say = useCallback(
    (text: string) => {
      if (!settings.speech) return;
      setUnspoken(!speak(text, { rate: settings.rate, voiceURI: settings.voiceURI, volume: 0.8 }));
    },
    [settings.speech, settings.rate, settings.voiceURI],
  );
  useEffect(() => stopSpeaking, []);
  return { say, unspoken, speechOn: settings.speech };
}
