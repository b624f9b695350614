import { describe, expect, it } from 'vitest';
import {
  isAnswer,
  normalize,
  OFFLINE_INTRO,
  OFFLINE_UNKNOWN,
  offlineAnswer,
  rankExamples,
  search,
  stem,
  terms,
} from './offline-responder';
import { STARTER_ANSWERS } from './starter-answers';

const ITEMS = [
  { prompt: 'Como faço amigos na escola?', response: 'Sorria e convide para brincar!' },
  { prompt: 'Estou triste', response: 'Tudo bem ficar triste.' },
  { prompt: 'Quais são as cores do arco-íris?', response: 'Vermelho, laranja, amarelo, verde, azul, anil e violeta!' },
  { prompt: 'Oi', response: 'Olá! Que bom te ver!' },
];

/** The id of the answer given to `question` (null: "I don't know"). */
const answerId = (question: string, items = ITEMS) => offlineAnswer(question, items).id;

describe('the starter answers (docs/product.md#starter-answers)', () => {
  it('are at least 40, with unique ids, questions, keywords and an answer each', () => {
    expect(STARTER_ANSWERS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(STARTER_ANSWERS.map((s) => s.id)).size).toBe(STARTER_ANSWERS.length);
    for (const s of STARTER_ANSWERS) {
      expect(s.id, s.id).toMatch(/^[a-z0-9-]+$/);
      expect(s.questions.length, s.id).toBeGreaterThan(0);
      expect(s.keywords.length, s.id).toBeGreaterThan(0);
      expect(s.answer.length, s.id).toBeGreaterThan(40);
      // The admin's training items allow 2000 characters; a starter answer stays within that.
      expect(s.answer.length, s.id).toBeLessThanOrEqual(2000);
      // Every question of an answer finds that answer.
      for (const q of s.questions) expect(answerId(q, []), q).toBe(`starter:${s.id}`);
    }
  });

  it('answer 20+ questions phrased differently from them: typos, no accents, plurals, synonyms', () => {
    const cases: [string, string][] = [
      ['meu filho nao dorme direito', 'sono-dificuldade'],
      ['ele acorda toda madrugada chorando', 'sono-acorda-noite'],
      ['minha filha teve uma birra enorme no mercado', 'crise-durante'],
      ['o que faço qdo ele tem um meltdown', 'crise-durante'],
      ['ele fica travado e nao responde ninguem', 'crise-shutdown'],
      ['quanto tempo de celular é ok por dia', 'tela-tempo'],
      ['fica bravo quando desligo o video', 'tela-desligar'],
      ['como fazer ele provar legumes', 'alimentacao-novos'],
      ['a escola recusou a matricula dele', 'escola-inclusao'],
      ['tenho direito a mediador na sala?', 'escola-mediador'],
      ['o irmao mais velho tem ciumes', 'irmaos'],
      ['ele tampa os ouvidos no shopping', 'sensibilidade-sensorial'],
      ['como tiro o som dos jogos', 'app-configuracoes-sensoriais'],
      ['como sai do modo crianca', 'app-sair-modo-crianca'],
      ['como imprimo a semana', 'app-imprimir-semana'],
      ['quero o relatorio em pdf', 'app-relatorio'],
      ['como exporto pra planilha', 'app-relatorio-csv'],
      ['quero cancelar e ter o dinheiro de volta', 'app-cancelar-reembolso'],
      ['como convido a fonoaudiologa', 'app-convidar-profissional'],
      ['como apago minha conta', 'app-excluir-conta'],
      ['o que significa nivel 2 de suporte', 'app-niveis-tea'],
      ['tdah moderado o que quer dizer', 'app-tdah'],
      ['como ganha as conquistas', 'app-sequencias-recompensas'],
      ['o teste gratis precisa de cartao', 'app-teste-gratis'],
      ['quanto custa', 'app-assinatura'],
      ['meu filho bate nos colegas', 'agressividade'],
      ['nao consegue se concentar na licao', 'tdah-foco'],
      ['atividades bloquedas com cadeado', 'app-atividades-bloqueadas'],
      ['ESTOU EXAUSTA', 'cuidado-familia'],
      ['calendário semanal, como adiciono atividade?', 'app-cronograma'],
    ];
    for (const [question, id] of cases) expect(answerId(question, []), question).toBe(`starter:${id}`);
  });

  it('says honestly it does not know a question about something else', () => {
    for (const q of ['quanto é sete vezes oito', 'qual a capital da frança', 'banana', 'qual a cor do céu']) {
      expect(offlineAnswer(q, []), q).toEqual({ text: OFFLINE_UNKNOWN, id: null });
    }
    expect(offlineAnswer('   ', [])).toEqual({ text: OFFLINE_UNKNOWN, id: null });
  });
});

describe('the offline assistant (docs/product.md#offline-assistant)', () => {
  it('drops accents, case and punctuation', () => {
    expect(normalize('  Árvore, ÍNDIO! Coração?  ')).toBe('arvore indio coracao');
  });

  it('reduces word forms of one word to one stem', () => {
    for (const group of [
      ['brincar', 'brincando', 'brincou', 'brinca'],
      ['amigo', 'amigos', 'amiga', 'amigas'],
      ['cor', 'cores'],
      ['animal', 'animais'],
      ['triste', 'tristes'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(',')).toBe(1);
    }
  });

  it('folds synonyms into one term and leaves out the small words', () => {
    expect(new Set(['birra', 'crises', 'meltdown', 'surto'].flatMap(terms)).size).toBe(1);
    expect(new Set(['tela', 'celular', 'tablets', 'televisão'].flatMap(terms)).size).toBe(1);
    expect(terms('o que eu faço com o meu filho na escola')).toEqual(terms('escola'));
    expect(terms('oi')).toEqual(['oi']);
  });

  it('answers the closest training item, with accents and word forms forgiven, and says it is offline', () => {
    expect(offlineAnswer('como FAZER amigas na ESCOLA', ITEMS)).toEqual({
      text: `Sorria e convide para brincar!\n\n(${OFFLINE_INTRO})`,
      id: 'admin:0',
    });
    expect(offlineAnswer('quais as côres do arco iris', ITEMS).text).toContain('violeta');
    expect(offlineAnswer('oi!', ITEMS).text).toContain('Que bom te ver');
    expect(offlineAnswer('estou muito tristinho hoje', ITEMS).text).toContain('Tudo bem ficar triste.');
  });

  it('lets an admin item with a starter question replace that answer, and one matching better win', () => {
    expect(answerId('Oi', [])).toBe('starter:saudacao');
    // Same question ('Oi', 'Estou triste' are starter questions): the starter answer is gone.
    expect(search('oi', ITEMS).map((m) => m.id)).not.toContain('starter:saudacao');
    expect(search('estou triste', ITEMS).map((m) => m.id)).not.toContain('starter:crianca-sentimentos');
    // A new question: the admin's item wins where it matches better, the starter set elsewhere.
    const sleep = [{ prompt: 'Meu filho acorda de noite e vem para a nossa cama', response: 'Leve de volta.' }];
    expect(answerId('ele acorda de noite e vem pra nossa cama', sleep)).toBe('admin:0');
    expect(answerId('ele acorda muito cedo', sleep)).toBe('starter:sono-acorda-noite');
    expect(answerId('quanto tempo de tablet por dia', sleep)).toBe('starter:tela-tempo');
  });

  it('picks up a change of the training items at the next question', () => {
    const question = 'endereço das clínicas parceiras';
    expect(offlineAnswer(question, []).id).toBeNull();
    const before = [{ prompt: 'Qual é o endereço da clínica parceira?', response: 'Rua A, 10.' }];
    expect(offlineAnswer(question, before).text).toContain('Rua A, 10.');
    const after = [{ prompt: 'Qual é o endereço da clínica parceira?', response: 'Rua B, 20.' }];
    expect(offlineAnswer(question, after).text).toContain('Rua B, 20.');
  });

  it('ranks training items for the provider, best first, leaving out what shares nothing', () => {
    const ranked = rankExamples('amigos na escola e cores', ITEMS);
    expect(ranked[0]!.item.prompt).toBe('Como faço amigos na escola?');
    expect(ranked.map((r) => r.item.prompt)).not.toContain('Estou triste');
    // One shared word among many is not an answer.
    const best = search('a escola tem quadra biblioteca refeitório e parque grande', ITEMS)[0]!;
    expect(isAnswer(best)).toBe(false);
  });
});
