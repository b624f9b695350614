import { z } from 'zod';

/** Per-child sensory settings (DECISIONS §11); games read them. */
export const sensorySettings = z.object({
  sound_effects: z.boolean().default(true),
  speech: z.boolean().default(true),
  /** A SpeechSynthesisVoice.voiceURI, or null for the best pt-BR voice available. */
  voice_uri: z.string().max(200).nullable().default(null),
  /** Spec part 1 §9: speech at rate 0.8 by default. */
  speech_rate: z.number().min(0.5).max(1.5).default(0.8),
  /** 'system' follows prefers-reduced-motion. */
  reduced_motion: z.enum(['system', 'on', 'off']).default('system'),
  calm_palette: z.boolean().default(false),
  large_text: z.boolean().default(false),
});
export type SensorySettings = z.infer<typeof sensorySettings>;

export const DEFAULT_SENSORY_SETTINGS: SensorySettings = sensorySettings.parse({});

/** Stored settings with defaults filled and anything invalid dropped. */
export function readSensorySettings(stored: unknown): SensorySettings {
  const out = { ...DEFAULT_SENSORY_SETTINGS } as Record<string, unknown>;
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      const field = sensorySettings.shape[key as keyof SensorySettings];
      if (field && field.safeParse(value).success) out[key] = value;
    }
  }
  return out as SensorySettings;
}
