import type { ContentType } from '@neurobridge/shared/content/schemas';
import type { ComponentType } from 'react';

/**
 * A content type's part of the admin's activity editor (docs/product.md#activity-editor): the
 * 'Jogo' select's label and the type's own fields, declared in `editor.tsx` of the game folder that
 * plays the type's bare content `{ type }` and found by `games/editors.ts` (a glob), so the editor
 * has no list of types (docs/architecture.md#activity-content-and-games). The content the editor
 * starts from lives with the type's schema (`types/<type>/authoring.ts` in the shared package).
 */

/** The content as the form edits it: an object with a game `type`, checked by that game's strict schema. */
export type ContentDraft = { type: ContentType } & Record<string, unknown>;

export interface EditorFieldsProps {
  value: ContentDraft;
  /** The strict schema's message for a field of the content, shown beside it. */
  error: (field: string) => string | undefined;
  onChange: (next: ContentDraft) => void;
}

export interface ContentEditor {
  readonly type: ContentType;
  /** The type's name in the 'Jogo' select. */
  readonly label: string;
  /** Its place in the 'Jogo' select, low first (the order of docs/product.md#games, in tens). */
  readonly order: number;
  /** The type's fields; without them the editor says the game has no options. */
  readonly Fields?: ComponentType<EditorFieldsProps>;
}

export const defineEditor = (editor: ContentEditor): ContentEditor => editor;

/** A registered editor: its game folder and what its `editor.tsx` declared. */
export interface RegisteredEditor {
  folder: string;
  editor: ContentEditor;
}

/**
 * The editors in the 'Jogo' select's order. Two editors for one type, or two at one place, would
 * make the select depend on folder order, so both are refused.
 */
export function createEditorRegistry(registered: readonly RegisteredEditor[]) {
  const byType = new Map<ContentType, RegisteredEditor>();
  const byOrder = new Map<number, string>();
  for (const item of registered) {
    const { type, order } = item.editor;
    const other = byType.get(type);
    if (other) throw new Error(`Editors '${other.folder}' and '${item.folder}' both edit '${type}'`);
    const sameOrder = byOrder.get(order);
    if (sameOrder) throw new Error(`Editors '${sameOrder}' and '${item.folder}' both take place ${order}`);
    byType.set(type, item);
    byOrder.set(order, item.folder);
  }
  const editors = [...registered].sort((a, b) => a.editor.order - b.editor.order);
  return {
    /** Every editor, in the select's order. */
    editors,
    get: (type: ContentType): ContentEditor | undefined => byType.get(type)?.editor,
  };
}

export interface KeyOption {
  key: string;
  label: string;
}
/** A game's known keys with the labels the child sees, for a checklist or a select. */
export const options = <K extends string>(keys: readonly K[], label: (k: K) => string): KeyOption[] =>
  keys.map((key) => ({ key, label: label(key) }));

/** A copy without `key` when `next` is undefined. */
export function withField(value: ContentDraft, key: string, next: unknown): ContentDraft {
  const copy: ContentDraft = { ...value };
  if (next === undefined) delete copy[key];
  else copy[key] = next;
  return copy;
}

export const list = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
export const text = (v: unknown): string => (typeof v === 'string' ? v : '');
/** A number input's value: '' for none, else the number. */
export const numberOrNone = (raw: string): number | undefined => (raw.trim() === '' ? undefined : Number(raw));
