import { CONTENT_TYPES, type ActivityContent } from '@neurobridge/shared/content/schemas';
import { describe, expect, it } from 'vitest';
import { EDITORS } from './editors';
import { findGame } from './registry';
import { createEditorRegistry, defineEditor } from './shared/editor/content-editor';

describe("the content types' editors (docs/architecture.md#activity-content-and-games)", () => {
  it('gives every content type one editor, and no editor to a type that does not exist', () => {
    expect(EDITORS.editors.map(({ editor }) => editor.type).sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it("keeps each editor in the folder of the game that plays its type's bare content", () => {
    for (const { folder, editor } of EDITORS.editors) {
      expect(findGame({ type: editor.type } as ActivityContent)?.id, editor.type).toBe(folder);
    }
  });

  it('orders the select by place, and refuses two editors for one type or at one place', () => {
    const a = defineEditor({ type: 'visual_math', label: 'A', order: 20 });
    const b = defineEditor({ type: 'impulse_control', label: 'B', order: 10 });
    const registry = createEditorRegistry([
      { folder: 'a', editor: a },
      { folder: 'b', editor: b },
    ]);
    expect(registry.editors.map(({ folder }) => folder)).toEqual(['b', 'a']);
    expect(registry.get('visual_math')).toBe(a);
    expect(registry.get('sequence')).toBeUndefined();
    expect(() =>
      createEditorRegistry([
        { folder: 'a', editor: a },
        { folder: 'c', editor: { ...a, order: 30 } },
      ]),
    ).toThrow("Editors 'a' and 'c' both edit 'visual_math'");
    expect(() =>
      createEditorRegistry([
        { folder: 'a', editor: a },
        { folder: 'c', editor: { ...b, order: 20 } },
      ]),
    ).toThrow("Editors 'a' and 'c' both take place 20");
  });
});
