import { useCallback, useEffect, useState } from 'react';
import { speak, stopSpeaking } from '../../lib/speech';
import { useGameSettings } from './game-settings';

/** The last phrase 'Ouvir de novo' could not say aloud; `n` grows with each such press. */
export interface Repeated {
  text: string;
  n: number;
}

/**
 * Speaks when the child's speech setting is on. `unspoken` is true when speech is wanted but no
 * voice could say it, so the view shows the phrase large (docs/product.md#speech).
 *
 * `say` returns whether a voice is saying the phrase. `repeat` is for 'Ouvir de novo': it says
 * the phrase again and, when no voice can, records it in `repeated` so the view emphasises the
 * large words once (`RepeatHighlight`): a press never does nothing (docs/product.md#speech).
 */
export function useSpeech() {
  const settings = useGameSettings();
  const [unspoken, setUnspoken] = useState(false);
  const [repeated, setRepeated] = useState<Repeated | null>(null);
  const say = useCallback(
    (text: string): boolean => {
      if (!settings.speech) return false;
      const spoken = speak(text, { rate: settings.rate, voiceURI: settings.voiceURI, volume: 0.8 });
      setUnspoken(!spoken);
      return spoken;
    },
    [settings.speech, settings.rate, settings.voiceURI],
  );
  /** Returns true: the press is answered, by a voice or by the emphasis the view shows. */
  const repeat = useCallback(
    (text: string): boolean => {
      if (!say(text)) setRepeated((last) => ({ text, n: (last?.n ?? 0) + 1 }));
      return true;
    },
    [say],
  );
  useEffect(() => stopSpeaking, []);
  return { say, repeat, repeated, unspoken, speechOn: settings.speech };
}
