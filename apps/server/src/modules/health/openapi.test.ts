import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/docs/json (OpenAPI)', () => {
  it('documents the product API and hides the development sign-in internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      '/api/users/me',
      '/api/children',
      '/api/activities',
      '/api/children/{id}/progress',
      '/api/terms/accept',
    ]) {
      expect(paths).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/dev-idp'))).toBe(false);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => prod.close());

  it.each(['/api/docs', '/api/docs/json', '/api/docs/static/index.html'])('%s is not served', async (url) => {
    const res = await prod.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('openapi');
  });
});
