import { DEFAULT_SENSORY_SETTINGS, type SensorySettings } from '@neurobridge/shared/domain/sensory';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface GameSettings {
  sound: boolean;
  speech: boolean;
  voiceURI: string | null;
  rate: number;
  reducedMotion: boolean;
  calmPalette: boolean;
  largeText: boolean;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** The child's sensory settings (docs/product.md#sensory-settings), with 'system' motion resolved from the device. */
export function resolveSettings(s: SensorySettings, systemReduced: boolean): GameSettings {
  return {
    sound: s.sound_effects,
    speech: s.speech,
    voiceURI: s.voice_uri,
    rate: s.speech_rate,
    reducedMotion: s.reduced_motion === 'on' || (s.reduced_motion === 'system' && systemReduced),
    calmPalette: s.calm_palette,
    largeText: s.large_text,
  };
}

const GameSettingsContext = createContext<GameSettings>(resolveSettings(DEFAULT_SENSORY_SETTINGS, false));

export function GameSettingsProvider({ settings, children }: { settings: SensorySettings; children: ReactNode }) {
  const [systemReduced, setSystemReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setSystemReduced(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);
  const value = useMemo(() => resolveSettings(settings, systemReduced), [settings, systemReduced]);
  return <GameSettingsContext.Provider value={value}>{children}</GameSettingsContext.Provider>;
}

/**
 * What a game needs of the settings, from the one context `SensoryFrame` provides. Palette and
 * text size need no reading (the frame's classes restyle the markup); a game reads `reducedMotion`
 * only for motion it drives from code, and sound and speech through `useCue` and `useSpeech`.
 */
export function useGameSettings() {
  return useContext(GameSettingsContext);
}
