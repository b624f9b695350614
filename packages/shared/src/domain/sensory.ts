import { z } from 'zod';

// The fields without their defaults: a partial update must not reset what it does not name.
const fields = {
  sound_effects: z.boolean(),
  speech: z.boolean(),
  /** A SpeechSynthesisVoice.voiceURI, or null for the best pt-BR voice available. */
  voice_uri: z.string().max(200).nullable(),
  /** Speech at rate 0.8 by default (docs/product.md#speech). */
  speech_rate: z.number().min(0.5).max(1.5),
  /** 'system' follows prefers-reduced-motion. */
  reduced_motion: z.enum(['system', 'on', 'off']),
  calm_palette: z.boolean(),
  large_text: z.boolean(),
};

/** Per-child sensory settings (docs/product.md#sensory-settings); games read them. */
export const sensorySettings = z.object({
  sound_effects: fields.sound_effects.default(true),
  speech: fields.speech.default(true),
  voice_uri: fields.voice_uri.default(null),
  speech_rate: fields.speech_rate.default(0.8),
  reduced_motion: fields.reduced_motion.default('system'),
  calm_palette: fields.calm_palette.default(false),
  large_text: fields.large_text.default(false),
});
export type SensorySettings = z.infer<typeof sensorySettings>;

/** Any subset of the settings, with no defaults filled in: what a create or edit body carries. */
export const sensorySettingsPatch = z.strictObject(fields).partial();
export type SensorySettingsPatch = z.infer<typeof sensorySettingsPatch>;

export const DEFAULT_SENSORY_SETTINGS: SensorySettings = sensorySettings.parse({});

/** Stored settings with defaults filled and anything invalid dropped. */
export function readSensorySettings(stored: unknown): SensorySettings {
  const out = { ...DEFAULT_SENSORY_SETTINGS } as Record<string, unknown>;
  if (stored && typeof stored === 'object') {
    for (const [key, value] of Object.entries(stored)) {
      const field = fields[key as keyof typeof fields];
      if (field && field.safeParse(value).success) out[key] = value;
    }
  }
  return out as SensorySettings;
}
