import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { SIGN_IN_PAGE_CSS } from '../integrations/dev-idp/sign-in-page';

/**
 * The content security policy (docs/product.md#security-headers): an outside probe found
 * `style-src 'unsafe-inline'` and no `base-uri`, so injected markup could restyle the page or
 * point its relative URLs elsewhere.
 */
const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

const dist = mkdtempSync(join(tmpdir(), 'nb-csp-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('content security policy', () => {
  it("sets base-uri 'none' and allows no inline style but the ones the server sends, by hash", async () => {
    const css = 'body{margin:0}.a{color:#111}';
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><html><head><style>${css}</style></head><body></body></html>`,
    );
    writeFileSync(
      join(dist, 'landing.html'),
      `<!doctype html><html><head><style>${css}</style></head><body><div style="width:40%"></div></body></html>`,
    );
    const t = await createTestApp({}, { webDist: dist });
    try {
      for (const url of ['/api/health', '/', '/dev-idp/interaction/x']) {
        const res = await t.app.inject({ method: 'GET', url });
        const csp = directives(String(res.headers['content-security-policy']));
        expect(csp['base-uri'], url).toEqual(["'none'"]);
        expect(csp['style-src'], url).not.toContain("'unsafe-inline'");
        expect(csp['style-src'], url).toEqual([
          "'self'",
          hash(css),
          hash(`${SIGN_IN_PAGE_CSS}`),
          "'unsafe-hashes'",
          hash('width:40%'),
        ]);
        expect(csp['script-src'], url).toEqual(["'self'"]);
      }
    } finally {
      await t.close();
    }
  });

  it("needs no 'unsafe-hashes' when no document carries a style attribute", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['style-src']).toEqual(["'self'", hash(SIGN_IN_PAGE_CSS)]);
      expect(csp['base-uri']).toEqual(["'none'"]);
    } finally {
      await t.close();
    }
  });
});
