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
});
