import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUTHORING, authoredContent } from './authoring';
import { collectByType, CONTENT_TYPE_DEFINITIONS, folderOf } from './registry';
import { contentSchemas, CONTENT_TYPES, isContentType } from './schemas';

const typesDir = new URL('./types/', import.meta.url);
const folders = readdirSync(typesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('the content types, one folder each (docs/architecture.md#activity-content-and-games)', () => {
  it('registers every folder under types/, by the type its folder is named after', () => {
    expect(folders.length).toBeGreaterThanOrEqual(14);
    expect(CONTENT_TYPES.map(folderOf).sort()).toEqual(folders);
    expect([...AUTHORING.keys()].map(folderOf).sort()).toEqual(folders);
    for (const type of CONTENT_TYPES) {
      expect(isContentType(type)).toBe(true);
      expect(contentSchemas[type]).toBe(CONTENT_TYPE_DEFINITIONS.get(type)!.schema);
    }
  });

  it.each(CONTENT_TYPES)('%s: its editor default is authored content the player plays as it is', (type) => {
    const { editorDefault } = AUTHORING.get(type)!;
    expect(editorDefault.type).toBe(type);
    expect(authoredContent.parse(editorDefault)).toEqual(editorDefault);
    expect(contentSchemas[type].parse(editorDefault)).toEqual(editorDefault);
  });

  it('refuses a folder named after another type, a module without its export and one type twice', () => {
    const def = (type: string) => ({ contentType: { type } });
    expect(
      collectByType({ './types/color-sorting/index.ts': def('color_sorting') }, 'contentType').has('color_sorting'),
    ).toBe(true);
    expect(() => collectByType({ './types/colors/index.ts': def('color_sorting') }, 'contentType')).toThrow(
      "its folder must be 'types/color-sorting/'",
    );
    expect(() => collectByType({ './types/color-sorting/index.ts': {} }, 'contentType')).toThrow(
      "exports no 'contentType'",
    );
    expect(() =>
      collectByType({ './types/a/index.ts': def('a'), './types/b/../a/index.ts': def('a') }, 'contentType'),
    ).toThrow("Two modules declare the content type 'a'");
  });
});
