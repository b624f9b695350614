import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildApp, type App } from './app';

// A built web app as apps/web/build/post-build.mjs leaves it: the shell, the prerendered landing
// page and a hashed asset, each text file with its .br and .gz beside it.
const SHELL = '<!doctype html><div id="root"><p>Carregando...</p></div>';
const LANDING = '<!doctype html><div id="root" data-prerendered><h1>Atividades terapêuticas</h1></div>';
const ASSET = `export const app = ${JSON.stringify('x'.repeat(2000))};`;
// The installable app's service worker and web manifest (docs/product.md#offline-play).
const WORKER = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;
const MANIFEST = JSON.stringify({ name: 'NeuroBridge', start_url: '/dashboard', display: 'standalone' });

let t: TestApp;
let app: App;
let dist: string;

function writeCompressed(path: string, text: string) {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'nb-spa-'));
  mkdirSync(join(dist, 'assets'));
  writeCompressed(join(dist, 'index.html'), SHELL);
  writeCompressed(join(dist, 'landing.html'), LANDING);
  writeCompressed(join(dist, 'assets/index-Ab12Cd34.js'), ASSET);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeCompressed(join(dist, 'sw.js'), WORKER);
  writeFileSync(join(dist, 'manifest.webmanifest'), MANIFEST);
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite/manifest.json'), '{"src/app/routes/admin-users.tsx":{}}');
  t = await createTestApp();
  app = await buildApp({ config: t.config, database: t.database, webDist: dist, clock: t.clock });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('serves a hashed asset brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
  });

  it('serves gzip to a browser without br, and the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file that has no compressed copy as it is', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers / without a session cookie with the prerendered landing page, revalidated', async () => {
    const res = await get('/', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(LANDING);
    expect((await get('/?utm_source=x')).body).toBe(LANDING);
  });

  it('answers / with a session cookie (under either name) with the plain shell', async () => {
    for (const cookie of ['nb_session=abc', '__Host-nb_session=abc', 'other=1; nb_session=abc']) {
      const res = await get('/', { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.body).toBe(SHELL);
    }
    expect((await get('/', { cookie: 'other=1' })).body).toBe(LANDING);
  });

  it('answers every other page with the plain shell, revalidated, and /api with the JSON 404', async () => {
    for (const url of ['/dashboard', '/activities?child=3', '/activity/7']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    }
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Recurso não encontrado.' });
  });

  it('serves the service worker and the web manifest revalidated, with their content types', async () => {
    const sw = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(WORKER);

    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'NeuroBridge', start_url: '/dashboard' });
  });

  it("lets the page register its worker and read its manifest from the app's origin (CSP)", async () => {
    const csp = (await get('/dashboard')).headers['content-security-policy'] as string;
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name!, values];
      }),
    );
    // worker-src and manifest-src fall back to script-src and default-src: 'self' for both.
    expect(directives.get('worker-src') ?? directives.get('script-src')).toContain("'self'");
    expect(directives.get('manifest-src') ?? directives.get('default-src')).toContain("'self'");
  });

  it("never serves the build's module graph (dist/.vite)", async () => {
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('admin-users');
  });
});
