import { authoredContentSchemas } from '@neurobridge/shared/content/authoring';
import { parseActivityContent } from '@neurobridge/shared/content/parse';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue/index';

// The admin's editor form checks content with the strict schemas (docs/product.md#activity-editor): a
// standard activity opened and saved unchanged must pass them, and what they accept must play
// unchanged in the player.
describe('the standard catalogue and the editor', () => {
  it.each(CATALOGUE.map((a) => [a.key, a] as const))('%s passes the editor and plays as written', (_key, a) => {
    const result = authoredContentSchemas[a.content.type].safeParse(a.content);
    expect(result.error?.issues ?? []).toEqual([]);
    const parsed = parseActivityContent(JSON.stringify(result.data), a.category);
    expect(parsed).toEqual({ kind: 'ok', content: a.content });
  });
});

// Issue 27: 'Pegue a estrelinha' played a ladybug. A focus activity whose title or description
// names one of the game's friendly targets (docs/product.md#focus-game) plays that one every time.
describe('the focus activities and their target', () => {
  const NAMED: [RegExp, string][] = [
    [/estrel/i, 'estrela'],
    [/borboleta/i, 'borboleta'],
    [/joaninha/i, 'joaninha'],
  ];
  const focus = CATALOGUE.filter((a) => a.content.type === 'focus_exercise' && a.content.task === 'focus');
  it.each(focus.map((a) => [a.title, a] as const))('%s plays the target its words name', (_title, a) => {
    const named = NAMED.find(([words]) => words.test(`${a.title} ${a.description}`))?.[1];
    expect(a.content.type === 'focus_exercise' ? a.content.target : null).toBe(named);
  });
});
