import { describe, expect, it } from 'vitest';
import { DEFAULT_SENSORY_SETTINGS, readSensorySettings, sensorySettingsPatch } from './sensory';

describe('sensory settings (docs/product.md#sensory-settings)', () => {
  it('defaults: sounds and speech on, rate 0.8, motion follows the system', () => {
    expect(DEFAULT_SENSORY_SETTINGS).toEqual({
      sound_effects: true,
      speech: true,
      voice_uri: null,
      speech_rate: 0.8,
      reduced_motion: 'system',
      calm_palette: false,
      large_text: false,
    });
  });

  it('reading fills defaults and drops unknown or invalid stored values', () => {
    expect(readSensorySettings({ speech: false, speech_rate: 9, volume: 3, calm_palette: 'yes' })).toEqual({
      ...DEFAULT_SENSORY_SETTINGS,
      speech: false,
    });
    expect(readSensorySettings(null)).toEqual(DEFAULT_SENSORY_SETTINGS);
    expect(readSensorySettings('text')).toEqual(DEFAULT_SENSORY_SETTINGS);
  });

  it('a patch carries only what it names: no defaults are filled in', () => {
    expect(sensorySettingsPatch.parse({ large_text: true })).toEqual({ large_text: true });
    expect(sensorySettingsPatch.parse({})).toEqual({});
  });

  it('a patch refuses unknown keys and out-of-range values', () => {
    expect(sensorySettingsPatch.safeParse({ volume: 1 }).success).toBe(false);
    expect(sensorySettingsPatch.safeParse({ speech_rate: 0.4 }).success).toBe(false);
    expect(sensorySettingsPatch.safeParse({ reduced_motion: 'maybe' }).success).toBe(false);
  });
});
