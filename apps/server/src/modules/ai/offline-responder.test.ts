import { describe, expect, it } from 'vitest';
import {
  MATCH_THRESHOLD,
  normalize,
  OFFLINE_INTRO,
  OFFLINE_UNKNOWN,
  offlineAnswer,
  rankExamples,
  stem,
} from './offline-responder';

const ITEMS = [
  { prompt: 'Como faço amigos na escola?', response: 'Sorria e convide para brincar!' },
  { prompt: 'Estou triste', response: 'Tudo bem ficar triste.' },
  { prompt: 'Quais são as cores do arco-íris?', response: 'Vermelho, laranja, amarelo, verde, azul, anil e violeta!' },
  { prompt: 'Oi', response: 'Olá! Que bom te ver!' },
];

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

  it('answers with the closest prompt, with accents and word forms forgiven, and says it is offline', () => {
    expect(offlineAnswer('como FAZER amigas na ESCOLA', ITEMS)).toEqual({
      text: `Sorria e convide para brincar!\n\n(${OFFLINE_INTRO})`,
      matched: true,
    });
    expect(offlineAnswer('quais as côres do arco iris', ITEMS).text).toContain('violeta');
    expect(offlineAnswer('oi!', ITEMS).text).toContain('Que bom te ver');
    expect(offlineAnswer('estou muito triste hoje', ITEMS).text).toContain('Tudo bem ficar triste.');
  });

  it('says honestly it does not know when nothing is close enough, or there are no items', () => {
    expect(offlineAnswer('quanto é sete vezes oito', ITEMS)).toEqual({ text: OFFLINE_UNKNOWN, matched: false });
    expect(offlineAnswer('oi', [])).toEqual({ text: OFFLINE_UNKNOWN, matched: false });
    expect(OFFLINE_UNKNOWN).toContain(OFFLINE_INTRO);
  });

  it('ranks by similarity, best first, leaving out what shares nothing', () => {
    const ranked = rankExamples('amigos na escola e cores', ITEMS);
    expect(ranked[0]!.item.prompt).toBe('Como faço amigos na escola?');
    expect(ranked.every((r) => r.score > 0)).toBe(true);
    expect(ranked.map((r) => r.item.prompt)).not.toContain('Estou triste');
    // One shared word among many is below the threshold.
    expect(rankExamples('a escola tem quadra biblioteca refeitório e parque grande', ITEMS)[0]!.score).toBeLessThan(
      MATCH_THRESHOLD,
    );
  });
});
