import { authoredContent } from '@neurobridge/shared/content/authoring';
import { parseActivityContent } from '@neurobridge/shared/content/parse';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue/index';

// The admin's editor checks content with the strict schemas (docs/product.md#activity-editor): a
// standard activity opened and saved unchanged must pass them, and what they accept must play
// unchanged in the player.
describe('the standard catalogue and the editor', () => {
  it.each(CATALOGUE.map((a) => [a.key, a] as const))('%s passes the editor and plays as written', (_key, a) => {
    const result = authoredContent.safeParse(a.content);
    expect(result.error?.issues ?? []).toEqual([]);
    const parsed = parseActivityContent(JSON.stringify(result.data), a.category);
    expect(parsed).toEqual({ kind: 'ok', content: a.content });
  });
});
