/**
 * The offline assistant (docs/product.md#offline-assistant): answers from the admin's training
 * items when no AI provider answers (no key, the provider failing or slow, the family's daily
 * limit reached). Pure: the question is matched to the closest training prompt by the overlap of
 * their word stems, accents and word forms forgiven; below the threshold it says it does not know.
 */

export interface TrainingExample {
  prompt: string;
  response: string;
}

export const OFFLINE_INTRO = 'Sou o assistente offline do NeuroBridge.';
export const OFFLINE_UNKNOWN = `${OFFLINE_INTRO} Ainda não sei responder essa pergunta. 🤔 Tente perguntar de outro jeito ou peça ajuda a um adulto.`;
/** The least similarity (0–1) for a training prompt to count as the same question. */
export const MATCH_THRESHOLD = 0.3;

// Words that carry no meaning for matching (pt-BR), written without accents.
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela para pra pro com sem ' +
    'e ou mas que se me te lhe nos vos eu tu ele ela voce voces eles elas meu minha teu tua seu sua ' +
    'isso isto esse essa este esta aquilo ao aos como qual quais quem onde quando porque por que ' +
    'e eh ta to la ai entao tambem muito mais ja so ne'
  ).split(' '),
);

// Longest first: the first suffix that leaves a stem of at least 3 letters is removed.
const SUFFIXES = [
  'amentos',
  'imentos',
  'amento',
  'imento',
  'acoes',
  'icoes',
  'mente',
  'acao',
  'icao',
  'ancia',
  'encia',
  'inhos',
  'inhas',
  'zinho',
  'zinha',
  'inho',
  'inha',
  'issimo',
  'issima',
  'ariamos',
  'eriamos',
  'iriamos',
  'assemos',
  'essemos',
  'aremos',
  'eremos',
  'iremos',
  'avamos',
  'ando',
  'endo',
  'indo',
  'aram',
  'eram',
  'iram',
  'avam',
  'ados',
  'idos',
  'adas',
  'idas',
  'ado',
  'ido',
  'ada',
  'ida',
  'ar',
  'er',
  'ir',
  'ou',
  'ei',
  'am',
  'em',
  'oes',
  'aes',
  'ais',
  'eis',
  'ois',
  'al',
  'es',
  'as',
  'os',
  'a',
  'o',
  'e',
  's',
];

/** Lower case, accents and punctuation dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A simple pt-BR stem: plural, gender, diminutive and common verb endings removed. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length);
  }
  return word;
}

export function stems(text: string): Set<string> {
  const words = normalize(text).split(' ').filter(Boolean);
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  // A question made only of small words ("oi", "tchau") still has to match something.
  return new Set((meaningful.length > 0 ? meaningful : words).map(stem));
}

/** Dice's coefficient of the two stem sets (0–1). */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

/** Training examples ordered by how close their prompt is to the question, best first. */
export function rankExamples<T extends TrainingExample>(
  question: string,
  items: readonly T[],
): { item: T; score: number }[] {
  const q = stems(question);
  return items
    .map((item) => ({ item, score: similarity(q, stems(item.prompt)) }))
    .filter((r) => r.score > 0)
    .sort((x, y) => y.score - x.score);
}

export interface OfflineAnswer {
  text: string;
  matched: boolean;
}

/** The closest training item's response, saying it is the offline assistant; or an honest "I don't know". */
export function offlineAnswer(question: string, items: readonly TrainingExample[]): OfflineAnswer {
  const best = rankExamples(question, items)[0];
  if (!best || best.score < MATCH_THRESHOLD) return { text: OFFLINE_UNKNOWN, matched: false };
  return { text: `${best.item.response}\n\n(${OFFLINE_INTRO})`, matched: true };
}
