import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATEGORY_DEFAULT_CONTENT } from './defaults';
import { parseActivityContent } from './parse';
import { contentSchemas, CONTENT_TYPES } from './schemas';

describe('parseActivityContent (docs/product.md#reading-content)', () => {
  it('reads JSON text and objects with a known type', () => {
    expect(parseActivityContent('{"type":"visual_math","difficulty":"hard"}', 'math')).toEqual({
      kind: 'ok',
      content: { type: 'visual_math', difficulty: 'hard' },
    });
    expect(parseActivityContent({ type: 'impulse_control' }, 'focus')).toEqual({
      kind: 'ok',
      content: { type: 'impulse_control' },
    });
  });

  it('filters unknown fields out', () => {
    const result = parseActivityContent({ type: 'color_sorting', colors: ['red'], evil: '<script>' }, 'math');
    expect(result).toEqual({ kind: 'ok', content: { type: 'color_sorting', colors: ['red'] } });
  });

  it('drops a field of the wrong shape instead of failing the activity', () => {
    expect(parseActivityContent({ type: 'focus_exercise', task: 'juggling', duration: 'long' }, 'focus')).toEqual({
      kind: 'ok',
      content: { type: 'focus_exercise' },
    });
  });

  it('is empty without content', () => {
    for (const raw of [null, undefined, '', '   '])
      expect(parseActivityContent(raw, 'math')).toEqual({ kind: 'empty' });
  });

  it('treats text that is not JSON as a parse error and falls back to the category default', () => {
    expect(parseActivityContent('{not json', 'math')).toEqual({
      kind: 'ok',
      content: CATEGORY_DEFAULT_CONTENT.math,
      fallback: 'parse',
    });
  });

  it('treats a missing or blank type, or a non-object, as a structure error', () => {
    for (const raw of ['{"emotions":[]}', '{"type":""}', '{"type":3}', '[1,2]', '42', '"text"']) {
      expect(parseActivityContent(raw, 'language')).toEqual({
        kind: 'ok',
        content: CATEGORY_DEFAULT_CONTENT.language,
        fallback: 'structure',
      });
    }
  });

  it('is an error when the category has no default', () => {
    expect(parseActivityContent('{oops', 'unknown_category')).toEqual({ kind: 'error', error: 'parse' });
    expect(parseActivityContent('{}', 'unknown_category')).toEqual({ kind: 'error', error: 'structure' });
  });

  it('reports an unknown type with its name', () => {
    expect(parseActivityContent({ type: 'karaoke' }, 'math')).toEqual({ kind: 'unknown_type', type: 'karaoke' });
  });

  it('has a valid default for every category', () => {
    for (const content of Object.values(CATEGORY_DEFAULT_CONTENT)) {
      expect(contentSchemas[content.type].safeParse(content).success).toBe(true);
    }
  });

  it('never throws: any input gives valid content or a defined outcome', () => {
    const category = fc.constantFrom('math', 'routine', 'focus', 'nope');
    const type = fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string());
    const objectish = fc.record(
      { type, emotions: fc.anything(), steps: fc.anything(), range: fc.anything(), task: fc.anything() },
      { requiredKeys: [] },
    );
    const input = fc.oneof(
      fc.anything(),
      fc.json(),
      objectish,
      objectish.map((o) => JSON.stringify(o)),
    );
    fc.assert(
      fc.property(input, category, (raw, cat) => {
        const result = parseActivityContent(raw, cat);
        if (result.kind === 'ok')
          expect(contentSchemas[result.content.type].safeParse(result.content).success).toBe(true);
        else expect(['empty', 'unknown_type', 'error']).toContain(result.kind);
      }),
      { numRuns: 500 },
    );
  });
});
