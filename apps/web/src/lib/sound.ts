export type Cue = 'correct' | 'try_again' | 'complete';

// Soft sine tones, generated (no audio files): gentle, short and never startling.
const CUES: Record<Cue, number[]> = {
  correct: [523.25, 659.25],
  try_again: [392, 349.23],
  complete: [523.25, 659.25, 783.99],
};

let context: AudioContext | null = null;

/** Plays a short cue when sound effects are on; silently does nothing where audio is unavailable. */
export function playCue(cue: Cue, enabled: boolean) {
  if (!enabled || typeof window === 'undefined' || !('AudioContext' in window)) return;
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    CUES[cue].forEach((freq, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const t = start + i * 0.15;
      gain.gain.setValueAtTime(0, t);
      gain.gain.linearRampToValueAtTime(0.12, t + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.001, t + 0.3);
      osc.connect(gain).connect(context!.destination);
      osc.start(t);
      osc.stop(t + 0.32);
    });
  } catch {
    // audio is a nicety; the visual feedback carries the meaning
  }
}
