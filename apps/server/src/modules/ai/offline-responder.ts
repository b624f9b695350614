import MiniSearch, { type SearchResult } from 'minisearch';
import { STARTER_ANSWERS } from './starter-answers';

/**
 * The offline assistant (docs/product.md#offline-assistant): answers when no AI provider answers
 * (no key, the provider failing or slow, the family's daily limit reached), from the starter
 * answers (starter-answers.ts) and the admin's training items, which extend and override them.
 * The question is found by meaning with MiniSearch (BM25, fuzzy and prefix matching) over pt-BR
 * terms: accents dropped, small words ignored, a light stemmer, synonyms. Pure: the index is a
 * function of the training items, rebuilt when they change (docs/product.md#several-servers).
 */

export interface TrainingExample {
  prompt: string;
  response: string;
}

export const OFFLINE_INTRO = 'Sou o assistente offline do NeuroBridge.';
export const OFFLINE_UNKNOWN = `${OFFLINE_INTRO} Ainda não sei responder essa pergunta. 🤔 Tente perguntar de outro jeito ou peça ajuda a um adulto.`;
/**
 * The least share (0–1) of the question's known terms (those found in any answer) an answer must
 * match to be given; and of all its terms, so a question mostly about something else is not answered.
 */
export const MIN_COVERAGE = 0.5;
export const MIN_SHARE = 0.25;
/** The least MiniSearch score an answer must reach to be given. */
export const MIN_SCORE = 15;

// Words that carry no meaning for matching (pt-BR), written without accents.
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas por pelo pela para pra pro com sem ' +
    'e ou mas que se me te lhe nos vos eu tu ele ela voce voces eles elas meu minha meus minhas teu tua ' +
    'seu sua seus suas dele dela isso isto esse essa este esta aquilo ao aos como qual quais quem onde ' +
    'quando porque por que e eh ta to la ai entao tambem muito muita mais ja so ne nao sim tem tenho ' +
    'ter ser sou foi fazer faco faz posso pode devo vai quero queria gostaria saber sabe algum alguma ' +
    'filho filha filhos filhas menino menina nosso nossa hoje sempre quanto quantos quanta quantas vez ' +
    'vezes teve tive tinha fica ficar fico quer significa dizer precisa consegue consigo ainda todo toda ' +
    'tudo bem ok sobre estou estar estamos qdo qnd q pq vc'
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

// Words a family uses for the same thing; each group is searched as its first word.
const SYNONYMS = [
  ['crise', 'birra', 'meltdown', 'surto', 'chilique', 'piti', 'escandalo', 'descontrole', 'colapso'],
  ['tela', 'celular', 'tablet', 'ipad', 'televisao', 'tv', 'youtube', 'videogame', 'eletronico'],
  ['dormir', 'sono', 'dorme', 'dormindo', 'insonia', 'adormecer'],
  ['comer', 'comida', 'alimentacao', 'alimento', 'alimentar', 'refeicao'],
  ['escola', 'colegio', 'creche'],
  ['irmao', 'irma', 'irmaos', 'irmas'],
  ['assinatura', 'assinar', 'plano', 'mensalidade'],
  ['preco', 'custa', 'custo', 'valor', 'pagar'],
  ['reembolso', 'estorno', 'devolucao', 'ressarcimento'],
  ['profissional', 'terapeuta', 'psicologo', 'psicologa', 'fono', 'fonoaudiologo', 'fonoaudiologa', 'medico'],
  ['convidar', 'convite'],
  ['atividade', 'jogo', 'jogar', 'brincadeira', 'exercicio', 'game'],
  ['cronograma', 'calendario', 'agenda', 'semanal'],
  ['recompensa', 'conquista', 'premio', 'medalha', 'trofeu', 'estrela', 'estrelinha'],
  ['sequencia', 'streak', 'seguidas'],
  ['tea', 'autismo', 'autista'],
  ['tdah', 'hiperatividade', 'hiperativo', 'hiperativa'],
  ['nivel', 'grau'],
  ['excluir', 'apagar', 'deletar', 'remover', 'encerrar'],
  ['exportar', 'baixar', 'download'],
  ['relatorio', 'relatorios'],
  ['agressivo', 'agressividade', 'bater', 'bate', 'morder', 'morde'],
  ['amigo', 'amizade', 'coleguinha'],
  ['sair', 'sai', 'saio', 'saiu', 'saindo', 'saida'],
  ['distracao', 'distrai', 'distraido', 'distraida', 'disperso', 'dispersa'],
  ['cansaco', 'cansada', 'cansado', 'esgotada', 'esgotado', 'exausta', 'exausto'],
];
const CANONICAL = new Map<string, string>();
for (const group of SYNONYMS) {
  const head = stem(group[0]!);
  for (const word of group) CANONICAL.set(stem(word), head);
}

const SHORT_GREETING_WORDS = 3;

/** The search terms of a text: meaningful words, stemmed, synonyms folded into one. */
export function terms(text: string): string[] {
  // Numbers alone ("7 vezes 8") point to no answer.
  const words = normalize(text)
    .split(' ')
    .filter((w) => w !== '' && !/^\d+$/.test(w));
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  // A greeting made only of small words ("oi", "tudo bem?") still has to match something.
  const short = meaningful.length === 0 && words.length <= SHORT_GREETING_WORDS;
  return (short ? words : meaningful).map((w) => {
    const s = stem(w);
    return CANONICAL.get(s) ?? s;
  });
}

interface Doc {
  id: string;
  questions: string;
  keywords: string;
  answer: string;
}

export interface Match {
  /** The starter answer's id ('starter:sono-dificuldade') or the training item's place ('admin:0'). */
  id: string;
  text: string;
  score: number;
  /** The share of the question's known terms it matched (0–1). */
  coverage: number;
  /** The share of all the question's terms it matched (0–1). */
  share: number;
}

const sameQuestion = (text: string) => normalize(text);

function build(items: readonly TrainingExample[]) {
  const adminPrompts = new Set(items.map((i) => sameQuestion(i.prompt)));
  const docs: Doc[] = [
    ...items.map((i, n) => ({ id: `admin:${n}`, questions: i.prompt, keywords: '', answer: i.response })),
    // An admin item asking a starter answer's question replaces it.
    ...STARTER_ANSWERS.filter((s) => !s.questions.some((q) => adminPrompts.has(sameQuestion(q)))).map((s) => ({
      id: `starter:${s.id}`,
      questions: s.questions.join('\n'),
      keywords: s.keywords.join('\n'),
      answer: s.answer,
    })),
  ];
  const index = new MiniSearch<Doc>({
    fields: ['questions', 'keywords', 'answer'],
    storeFields: ['answer'],
    tokenize: terms,
    processTerm: (term) => term,
    searchOptions: {
      boost: { questions: 3, keywords: 2, answer: 0.5 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll(docs);
  return index;
}

// One index per set of training items: the items are read from the database on each question, so
// every server answers from the same items; the index is rebuilt only when they changed.
let cached: { key: string; index: MiniSearch<Doc> } | null = null;
function indexFor(items: readonly TrainingExample[]): MiniSearch<Doc> {
  const key = items.map((i) => `${i.prompt}\u0000${i.response}`).join('\u0001');
  if (cached?.key !== key) cached = { key, index: build(items) };
  return cached.index;
}

/** Every answer that shares something with the question, best first (an admin item first on a tie). */
export function search(question: string, items: readonly TrainingExample[]): Match[] {
  const all = new Set(terms(question)).size;
  if (all === 0) return [];
  const results: SearchResult[] = indexFor(items).search(question);
  // The question's terms some answer knows; a word no answer has says nothing about which one fits.
  const known = new Set(results.flatMap((r) => r.queryTerms)).size;
  return results
    .map((r) => ({
      id: r.id as string,
      text: r.answer as string,
      score: r.score,
      coverage: r.queryTerms.length / known,
      share: r.queryTerms.length / all,
    }))
    .sort((a, b) => b.score - a.score || Number(b.id.startsWith('admin:')) - Number(a.id.startsWith('admin:')));
}

/** Whether a match is close enough to be given as the answer. */
export const isAnswer = (m: Match) => m.coverage >= MIN_COVERAGE && m.share >= MIN_SHARE && m.score >= MIN_SCORE;

/** Training items ordered by how close their prompt is to the question, best first (the provider's examples). */
export function rankExamples<T extends TrainingExample>(
  question: string,
  items: readonly T[],
): { item: T; score: number }[] {
  return search(question, items).flatMap((m) =>
    m.id.startsWith('admin:') ? [{ item: items[Number(m.id.slice('admin:'.length))]!, score: m.score }] : [],
  );
}

export interface OfflineAnswer {
  text: string;
  /** The answer given ('starter:…' or 'admin:…'), or null for "I don't know". */
  id: string | null;
}

/** The closest answer, saying it is the offline assistant; or an honest "I don't know". */
export function offlineAnswer(question: string, items: readonly TrainingExample[]): OfflineAnswer {
  const best = search(question, items)[0];
  if (!best || !isAnswer(best)) return { text: OFFLINE_UNKNOWN, id: null };
  return { text: `${best.text}\n\n(${OFFLINE_INTRO})`, id: best.id };
}
