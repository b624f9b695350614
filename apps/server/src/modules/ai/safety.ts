import { normalize } from './offline-responder';

/**
 * The assistant's safety layer (docs/product.md#ai-safety), pure. Before any answer, a question on
 * a topic that is not for children is answered with a kind redirection instead (this local list,
 * and the provider's moderation when it has one: modules/ai/assistant.ts). After, every answer is
 * cleaned: no links, no e-mail addresses, no sentence asking for personal data.
 */

export const REDIRECT_ANSWER =
  'Esse assunto é melhor conversar com um adulto de confiança, como seus pais ou professores. 💛 ' +
  'Que tal falarmos de outra coisa? Posso contar uma curiosidade ou ajudar com uma atividade!';
export const SELF_HARM_ANSWER =
  'Sinto muito que você esteja se sentindo assim. 💛 Fale agora com um adulto de confiança, como seus pais ' +
  'ou um professor. Você também pode ligar para o CVV no número 188, a qualquer hora, de graça.';
/** A request for a diagnosis or a medication (docs/product.md#ai-safety). */
export const REFERRAL_ANSWER =
  'Não posso fazer diagnósticos nem indicar remédios ou doses. 💛 Cada criança é única: para dúvidas sobre ' +
  'diagnóstico, laudo ou medicação, procure um profissional de saúde que acompanhe seu filho, como o pediatra, ' +
  'o neuropediatra, o psiquiatra infantil ou o psicólogo. Posso ajudar com rotinas, atividades e com o uso do ' +
  'NeuroBridge.';
/** When cleaning leaves nothing to say. */
export const EMPTY_AFTER_FILTER =
  'Vamos conversar sobre outra coisa? Posso ajudar com uma atividade ou contar uma curiosidade! 😊';

// Written normalized (no accents, lower case): whole words, or word starts when ending in '*'.
const SELF_HARM = ['suicid*', 'me matar', 'se matar', 'quero morrer', 'me machucar', 'me cortar', 'automutil*'];
const NOT_FOR_CHILDREN = [
  'sexo',
  'sexual*',
  'porn*',
  'nude',
  'nudes',
  'pelad*',
  'transar',
  'droga*',
  'cocaina',
  'maconha',
  'crack',
  'cigarro*',
  'vape',
  'bebida alcoolica',
  'cerveja*',
  'vodka',
  'cachaca',
  'embebedar',
  'arma de fogo',
  'revolver',
  'pistola',
  'fuzil',
  'bomba caseira',
  'matar alguem',
  'assassin*',
  'tortur*',
  'aposta*',
  'apostar',
  'cassino',
  'hacke*',
  'roubar',
];

// A diagnosis asked for, on the question lower-cased without accents but with its '?': whether a
// child has a condition, its signs, a diagnosis or a report. "Meu filho tem autismo e não dorme"
// only tells; "meu filho tem autismo?" asks. The word diagnosis also names a field of the child's
// profile, so a question about the product (marking it, where it shows, who sees it) is let through.
const CONDITION = '(autis\\w*|tea|tdah|hiperativ\\w*|deficit de atencao)';
const DIAGNOSIS = [
  /\b(diagnostic\w*|laudo\w*)\b/,
  new RegExp(
    `\\b(sera que|como (eu )?(sei|saber|descobr\\w*|identific\\w*)|suspeit\\w*|desconfi\\w*|acho que)\\b.*\\b${CONDITION}\\b`,
  ),
  new RegExp(`\\b(tem|e|seja|tenha)( um| uma)? ${CONDITION}\\s*\\?`),
  new RegExp(`\\b(sinais|sinal|sintomas?)\\b.*\\b${CONDITION}\\b`),
];
const ABOUT_THE_PRODUCT = /\b(perfil|marc\w*|cadastr\w*|campo|neurobridge|quem ve\w*|aparece\w*|privacidade)\b/;
const MEDICATION = [
  'remedio*',
  'medicac*',
  'medicament*',
  'medicar',
  'dose',
  'doses',
  'dosagem',
  'ritalina',
  'metilfenidato',
  'risperidona',
  'aripiprazol',
  'venvanse',
  'lisdexanfetamina',
  'concerta',
  'melatonina',
  'canabidiol',
  'cbd',
  'fluoxetina',
  'sertralina',
  'tarja preta',
];

/** Lower case without accents, punctuation kept. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

function containsTerm(text: string, term: string): boolean {
  const prefix = term.endsWith('*');
  const word = prefix ? term.slice(0, -1) : term;
  return new RegExp(`(^| )${word}${prefix ? '' : '($| )'}`).test(text);
}

export type SafetyVerdict =
  { ok: true } | { ok: false; answer: string; reason: 'self_harm' | 'not_for_children' | 'referral' };

/**
 * The local lists: a question on one of these topics gets a kind redirection, never the provider;
 * a request for a diagnosis or a medication gets the referral, before any search.
 */
export function checkQuestion(question: string): SafetyVerdict {
  const text = normalize(question);
  if (SELF_HARM.some((t) => containsTerm(text, t))) return { ok: false, answer: SELF_HARM_ANSWER, reason: 'self_harm' };
  if (NOT_FOR_CHILDREN.some((t) => containsTerm(text, t))) {
    return { ok: false, answer: REDIRECT_ANSWER, reason: 'not_for_children' };
  }
  const asked = plain(question);
  const diagnosis = DIAGNOSIS.some((re) => re.test(asked)) && !ABOUT_THE_PRODUCT.test(asked);
  if (diagnosis || MEDICATION.some((t) => containsTerm(text, t))) {
    return { ok: false, answer: REFERRAL_ANSWER, reason: 'referral' };
  }
  return { ok: true };
}

const URL = /\b(?:https?:\/\/|www\.)\S+/gi;
const BARE_DOMAIN = /\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|br|io|gov|edu|app|me|tv|info|co|ly)(?:\.br)?\b(?:\/\S*)?/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const MARKDOWN_LINK = /\[([^\]]*)\]\([^)]*\)/g;
// A sentence asking the child for who or where they are.
const PERSONAL_DATA =
  /\b(seu|sua|teu|tua)\s+(endereco|telefone|celular|numero|sobrenome|nome completo|escola|senha|e-?mail|cpf|rg|rua|cidade|bairro|foto|whatsapp|instagram|localizacao)\b/;
const ASKS =
  /\?|\b(me (diga|conte|fala|fale|diz|manda|mande|envie|passa|passe)|qual (e|eh)|onde (voce )?mora|compartilh)/;

/** A sentence that asks for personal data is dropped whole. */
function asksPersonalData(sentence: string): boolean {
  const n = normalize(sentence);
  return (PERSONAL_DATA.test(n) && ASKS.test(plain(sentence))) || /\bonde (voce )?mora\b/.test(n);
}

/** One piece of answer cleaned: links and e-mail addresses removed, personal-data questions dropped. */
export function cleanSentence(sentence: string): string {
  if (asksPersonalData(sentence)) return '';
  return sentence
    .replace(MARKDOWN_LINK, '$1')
    .replace(URL, '')
    .replace(EMAIL, '')
    .replace(BARE_DOMAIN, '')
    .replace(/[ \t]{2,}/g, ' ');
}

const SENTENCE_END = /[.!?]+\s+|\n+/g;

/**
 * Splits text into sentences, each keeping its end mark and the space after it; a '.' inside a
 * word ("exemplo.com") ends nothing. The last piece is unfinished unless `isComplete` says so.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    out.push(text.slice(start, m.index + m[0].length));
    start = m.index + m[0].length;
  }
  if (start < text.length) out.push(text.slice(start));
  return out;
}
const isComplete = (sentence: string) => /(?:[.!?]+\s+|\n+)$/.test(sentence);

/** A whole answer cleaned (the streamed form cleans sentence by sentence: StreamCleaner). */
export function cleanAnswer(answer: string): string {
  const cleaned = splitSentences(answer).map(cleanSentence).join('').trim();
  return cleaned === '' ? EMPTY_AFTER_FILTER : cleaned;
}

/**
 * Cleans a streamed answer as it comes: text is held until a sentence ends, so a link or a
 * question split across chunks is still seen whole.
 */
export class StreamCleaner {
  private pending = '';
  private emitted = false;

  /** The cleaned sentences completed by this chunk ('' when none yet). */
  push(chunk: string): string {
    this.pending += chunk;
    const sentences = splitSentences(this.pending);
    const last = sentences.at(-1) ?? '';
    const lastDone = isComplete(last);
    const complete = lastDone ? sentences : sentences.slice(0, -1);
    this.pending = lastDone ? '' : last;
    return this.out(complete.map(cleanSentence).join(''));
  }

  /** What is left at the end; the fallback text when nothing was said. */
  end(): string {
    const rest = this.out(cleanSentence(this.pending));
    this.pending = '';
    if (this.emitted) return rest;
    this.emitted = true;
    return EMPTY_AFTER_FILTER;
  }

  private out(text: string): string {
    if (text.trim() !== '') this.emitted = true;
    return text;
  }
}
