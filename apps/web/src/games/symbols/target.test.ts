import { SYMBOL_KEYS } from '@neurobridge/shared/content/types/symbol-communication/keys';
import { describe, expect, it } from 'vitest';
// The catalogue the server seeds (pure data): every single-symbol prompt must find its target.
import { COMMUNICATION } from '../../../../server/src/db/seed/catalogue/communication';
import { NEED_WORDS, type SymbolKey } from './symbol-data';
import { setupFromContent, targetOf } from './rules';

// docs/product.md#symbol-game: a single-symbol prompt that names a need has a target symbol.
describe('the target a prompt names (targetOf)', () => {
  const all = [...SYMBOL_KEYS];

  it('matches whole words without accents or case, only among the symbols on the board', () => {
    expect(targetOf('Mostre que você está com SEDE!', all)).toBe('agua');
    expect(targetOf('Quero ÁGUA', all)).toBe('agua');
    expect(targetOf('Você está com sede.', ['comida', 'ajuda'])).toBeNull();
    // 'dormir' is not found inside another word.
    expect(targetOf('Os dormitórios estão limpos.', all)).toBeNull();
    expect(targetOf(null, all)).toBeNull();
    expect(targetOf('Toque em uma figura para falar.', all)).toBeNull();
  });

  it('settles overlaps by the order of the table', () => {
    expect(targetOf('Você gostou da comida e ainda está com fome.', ['comida', 'mais'])).toBe('mais');
    expect(targetOf('Você está com fome.', ['comida', 'mais'])).toBe('comida');
    expect(targetOf('Sua barriga está doendo.', ['banheiro', 'dor'])).toBe('dor');
  });

  it('has words for every symbol, each written without accents', () => {
    expect(NEED_WORDS.map(([symbol]) => symbol).sort()).toEqual([...SYMBOL_KEYS].sort());
    for (const [, words] of NEED_WORDS) for (const w of words) expect(w).toMatch(/^[a-z]+( [a-z]+)*$/);
  });

  it('finds the right target for every single-symbol prompt of the seeded catalogue', () => {
    // A feeling ('Como você se sente?') names no need: how a child feels is never wrong.
    const expected: Record<string, SymbolKey | null> = {
      'estou-com-sede': 'agua',
      'preciso-de-ajuda': 'ajuda',
      'esta-doendo': 'dor',
      'quero-que-pare': 'parar',
      'ganhei-um-presente': null,
      'quero-mais-por-favor': 'mais',
      'dizendo-obrigado': 'obrigado',
    };
    const singles = COMMUNICATION.filter(
      (a) => a.content.type === 'symbol_communication' && a.content.mode === 'single_symbol',
    );
    expect(singles.map((a) => a.key).sort()).toEqual(Object.keys(expected).sort());
    for (const activity of singles) {
      if (activity.content.type !== 'symbol_communication') continue;
      expect([activity.key, setupFromContent(activity.content).target]).toEqual([activity.key, expected[activity.key]]);
    }
  });
});
