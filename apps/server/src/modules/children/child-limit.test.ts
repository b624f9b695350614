import { describe, expect, it } from 'vitest';
import { childLimit, childLimitMessage } from './child-limit';

describe('max_children_per_user', () => {
  it.each([
    ['5', 5],
    ['1', 1],
    [' 12 ', 12],
    ['unlimited', null],
    ['Unlimited', null],
    ['0', null],
    ['', 5],
    ['-3', 5],
    ['2.5', 5],
    ['muitos', 5],
  ])('"%s" → %s', (raw, limit) => {
    expect(childLimit(raw)).toBe(limit);
  });

  it('says the limit in pt-BR, singular or plural', () => {
    expect(childLimitMessage(1)).toBe('Você atingiu o limite de 1 criança. Remova um perfil ou fale com o suporte.');
    expect(childLimitMessage(5)).toBe('Você atingiu o limite de 5 crianças. Remova um perfil ou fale com o suporte.');
  });
});
