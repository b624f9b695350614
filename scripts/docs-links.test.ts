import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: every `docs/…` a comment or a document cites exists, and every
 * `docs/product.md#anchor` names a heading (or an `<a id>`) of that file.
 */
const root = new URL('..', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (f) => /\.(ts|tsx|mjs|js|md|css)$/.test(f) && existsSync(join(root, f)) && !f.startsWith('scripts/docs-links'),
  );

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!));
  const ids = [...markdown.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]!);
  return new Set([...headings, ...ids]);
}

const productAnchors = anchorsOf(readFileSync(join(root, 'docs/product.md'), 'utf8'));

describe('citations of docs/', () => {
  const cited = files.flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [...text.matchAll(/docs\/([\w./-]+\.md)(#[\w-]+)?/g)].map((m) => ({ file, doc: m[1]!, anchor: m[2] }));
  });

  it('finds the citations', () => {
    expect(cited.length).toBeGreaterThan(50);
  });

  it('every cited document exists', () => {
    const missing = cited.filter((c) => !existsSync(join(root, 'docs', c.doc))).map((c) => `${c.file}: docs/${c.doc}`);
    expect(missing).toEqual([]);
  });

  it('every docs/product.md#anchor names a section of it', () => {
    const broken = cited
      .filter((c) => c.doc === 'product.md' && c.anchor && !productAnchors.has(c.anchor.slice(1)))
      .map((c) => `${c.file}: ${c.anchor}`);
    expect(broken).toEqual([]);
  });

  it('no code comment cites the original spec or documents outside the repository', () => {
    const outside = files
      .filter((f) => !f.endsWith('.md'))
      .flatMap((file) =>
        readFileSync(join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => ({ file, line: i + 1, text: line }))
          .filter(
            ({ text }) =>
              /\b(spec part \d|DECISIONS ?§|ARCHITECTURE (convention|traps))/i.test(text) || /\bDECISIONS\b/.test(text),
          ),
      )
      .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
    expect(outside).toEqual([]);
  });
});
