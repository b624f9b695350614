import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A content type is one folder (docs/architecture.md#activity-content-and-games): its schema, keys,
 * authoring and picture in `packages/shared/src/content/types/<type>/`, its game(s) and editor in
 * `apps/web/src/games/<game>/`. No other source file may name a type, so a new type that needed a
 * case in a shared switch or a row in a shared table fails here instead of being written.
 */
const root = new URL('..', import.meta.url).pathname;
const typesDir = join(root, 'packages/shared/src/content/types');
const gamesDir = join(root, 'apps/web/src/games');

/** Files that name types on purpose, and why. */
const ALLOWED: [RegExp, string][] = [
  [
    /^packages\/shared\/src\/content\/defaults\.ts$/,
    "each category's default content (docs/product.md#default-content)",
  ],
  [/^apps\/server\/src\/db\/seed\/catalogue\//, 'the seeded catalogue: activities and their content'],
  [/\.test\.tsx?$|-testing\.ts$|-stubs\.ts$|^apps\/web\/src\/test\//, 'tests and their fixtures'],
  [
    /^packages\/shared\/src\/domain\/game-levels\.ts$/,
    'the game kinds (docs/product.md#game-levels): two share a name with a content type, each folder declares its own kind',
  ],
];

/** Each type, read from its folder's `index.ts`. */
const TYPES = readdirSync(typesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => {
    const source = readFileSync(join(typesDir, entry.name, 'index.ts'), 'utf8');
    return { folder: entry.name, type: /\btype: '(\w+)'/.exec(source)![1]! };
  });

/** The content type each game folder plays, read from its `entry.ts`. */
const GAME_TYPES = new Map(
  readdirSync(gamesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(gamesDir, entry.name, 'entry.ts')))
    .map((entry) => {
      const source = readFileSync(join(gamesDir, entry.name, 'entry.ts'), 'utf8');
      return [entry.name, /\btype: '(\w+)'/.exec(source)![1]!] as const;
    }),
);

/** Where a type may be named: its own folder and the folders of the games that play it. */
function mayName(file: string, type: string, folder: string): boolean {
  if (file.startsWith(`packages/shared/src/content/types/${folder}/`)) return true;
  const game = /^apps\/web\/src\/games\/([^/]+)\//.exec(file)?.[1];
  return game !== undefined && GAME_TYPES.get(game) === type;
}

/**
 * A snake_case type is found wherever it is written; a one-word type (`sequence`) only as a quoted
 * literal, since the word has other uses. Comments are left out: they may talk about a type.
 */
function namesType(code: string, type: string): boolean {
  const word = type.includes('_') ? `\\b${type}\\b` : `['"\`]${type}['"\`]`;
  return new RegExp(word).test(code);
}

const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\/src\/.*\.(ts|tsx)$/.test(f) && existsSync(join(root, f)));

describe('a content type is named only in its folder (docs/architecture.md#activity-content-and-games)', () => {
  it('reads every type folder and every game', () => {
    expect(TYPES.length).toBeGreaterThanOrEqual(14);
    expect(GAME_TYPES.size).toBeGreaterThanOrEqual(17);
    expect(sources.length).toBeGreaterThan(100);
  });

  it('finds no type named in a shared file: the editor, the library and the server go through the registry', () => {
    const stray: string[] = [];
    for (const file of sources) {
      if (ALLOWED.some(([pattern]) => pattern.test(file))) continue;
      const code = withoutComments(readFileSync(join(root, file), 'utf8'));
      for (const { type, folder } of TYPES) {
        if (namesType(code, type) && !mayName(file, type, folder)) stray.push(`${file}: ${type}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it('would catch a per-type switch or table', () => {
    const code = withoutComments(
      "switch (c.type) {\n  case 'visual_math': // the counting game\n}\nconst t = { movement_break: 1 };",
    );
    expect(namesType(code, 'visual_math')).toBe(true);
    expect(namesType(code, 'movement_break')).toBe(true);
    expect(namesType("const x = 'sequence';", 'sequence')).toBe(true);
    expect(namesType('const sequence = steps; // the sequence type', 'sequence')).toBe(false);
    expect(mayName('apps/web/src/games/counting/editor.tsx', 'visual_math', 'visual-math')).toBe(true);
    expect(mayName('apps/web/src/games/memory/editor.tsx', 'visual_math', 'visual-math')).toBe(false);
    expect(
      mayName('apps/web/src/features/admin/activities/components/content-form.tsx', 'visual_math', 'visual-math'),
    ).toBe(false);
  });
});
