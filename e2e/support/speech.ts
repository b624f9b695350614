import type { Page } from '@playwright/test';

/**
 * Headless Chromium has no voices (docs/product.md#speech): this stands in for speechSynthesis with one
 * pt-BR voice and records what was spoken in `window.__spoken` (text, lang, rate, volume).
 */
export async function mockSpeech(page: Page) {
  await page.addInitScript(() => {
    const voice = { voiceURI: 'pt-BR-test', name: 'Voz de teste', lang: 'pt-BR', localService: true, default: true };
    const spoken: { text: string; lang: string; rate: number; volume: number }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    Object.defineProperty(window, 'speechSynthesis', {
      configurable: true,
      value: {
        getVoices: () => [voice],
        speak: (u: SpeechSynthesisUtterance) =>
          spoken.push({ text: u.text, lang: u.lang, rate: u.rate, volume: u.volume }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
    class Utterance {
      text: string;
      lang = '';
      rate = 1;
      volume = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    (window as unknown as { SpeechSynthesisUtterance: unknown }).SpeechSynthesisUtterance = Utterance;
  });
}

export async function spokenTexts(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __spoken: { text: string; rate: number; volume: number }[] }).__spoken,
  );
}
