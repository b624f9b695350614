import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);

/**
 * The `style-src` sources that let exactly the inline styles of these HTML documents apply, and no
 * other (docs/product.md#security-headers): the hash of each `<style>` element (the web build puts
 * the stylesheet into the documents, apps/web/build/post-build.mjs), and, only if the prerendered
 * markup carries `style` attributes, `'unsafe-hashes'` with the hash of each one. Styles that
 * scripts set through the CSSOM (React's `style={…}`) need no source at all.
 */
export function inlineStyleSources(documents: string[]): string[] {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  for (const html of documents) {
    for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)) elements.add(sha256(m[1]!));
    for (const m of html.matchAll(/\sstyle="([^"]*)"/gi)) attributes.add(sha256(decode(m[1]!)));
  }
  return [...elements, ...(attributes.size ? ["'unsafe-hashes'", ...attributes] : [])];
}

/** The documents the server sends from a built web app's folder (spa.ts). */
export function builtDocuments(root: string | null): string[] {
  if (!root) return [];
  return ['index.html', 'landing.html']
    .map((name) => join(root, name))
    .filter((path) => existsSync(path))
    .map((path) => readFileSync(path, 'utf8'));
}
