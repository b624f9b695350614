/** The pt voices this device offers (none in headless browsers; games then show the phrase large). */
export function portugueseVoices(): SpeechSynthesisVoice[] {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return [];
  return window.speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith('pt'));
}

export interface SpeakOptions {
  rate: number;
  voiceURI: string | null;
  /** Volume 0.8 (docs/product.md#speech). */
  volume?: number;
}

/**
 * Speaks a phrase in Brazilian Portuguese. Returns false when no pt voice can speak it, so the
 * caller shows the phrase large instead (speech never fails silently: docs/product.md#speech).
 */
export function speak(text: string, opts: SpeakOptions): boolean {
  const voices = portugueseVoices();
  if (voices.length === 0) return false;
  try {
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'pt-BR';
    utterance.rate = opts.rate;
    utterance.volume = opts.volume ?? 0.8;
    utterance.voice =
      voices.find((v) => v.voiceURI === opts.voiceURI) ?? voices.find((v) => v.lang === 'pt-BR') ?? voices[0]!;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
    return true;
  } catch {
    return false; // a speech failure is swallowed, the phrase stays on screen (docs/product.md#speech)
  }
}

export function stopSpeaking() {
  if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
}
