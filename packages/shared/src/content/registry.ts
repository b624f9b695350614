/// <reference types="vite/types/importMeta.d.ts" />
import type { ContentTypeDefinition } from './content-type';

/**
 * Every content type, one folder each under `types/` (docs/architecture.md#activity-content-and-games).
 * Each folder's `index.ts` adds itself to this interface by declaration merging, which gives the
 * `ContentType` union and `ContentOf<T>` without a central list; at run time the folders are found
 * by `import.meta.glob` (Vite and Vitest do it; the server's esbuild bundle expands it with
 * `scripts/esbuild-import-glob.mjs`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the type folders
export interface ContentTypeRegistry {}

/** A content type folder's name: its type in kebab-case (`color_sorting` lives in `types/color-sorting/`). */
export const folderOf = (type: string) => type.replaceAll('_', '-');

/**
 * The definitions exported as `name` by each module of a glob over `./types/<folder>/<file>.ts`, keyed
 * by type. A folder whose name is not its type's, a module without the export and two modules of one
 * type are refused, so a folder cannot register another type by mistake.
 */
export function collectByType<D extends { type: string }>(
  modules: Record<string, Record<string, unknown>>,
  name: string,
): Map<string, D> {
  const byType = new Map<string, D>();
  for (const [path, module] of Object.entries(modules)) {
    const definition = module[name] as D | undefined;
    const folder = path.split('/').at(-2);
    if (!definition) throw new Error(`${path} exports no '${name}'`);
    if (folder !== folderOf(definition.type)) {
      throw new Error(
        `${path} declares '${definition.type}': its folder must be 'types/${folderOf(definition.type)}/'`,
      );
    }
    if (byType.has(definition.type)) throw new Error(`Two modules declare the content type '${definition.type}'`);
    byType.set(definition.type, definition);
  }
  return byType;
}

/** Each type folder's `index.ts`, by type: what the player and the server read content with. */
export const CONTENT_TYPE_DEFINITIONS = collectByType<ContentTypeDefinition>(
  import.meta.glob<Record<string, unknown>>('./types/*/index.ts', { eager: true }),
  'contentType',
);
