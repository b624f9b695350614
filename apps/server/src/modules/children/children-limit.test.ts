import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { children } from '../../db/schema/children';
import { createSettingsService } from '../settings/settings-service';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/children', headers: keyed({ cookie }), payload });

describe('max_children_per_user (docs/product.md#child-limits, default 5)', () => {
  const settings = () => createSettingsService(t);
  afterAll(() => settings().set({ max_children_per_user: '5' }));

  it('the default allows 5 and refuses the 6th with a clear message', async () => {
    const { user, cookie } = await createSignedInUser(t);
    for (let i = 0; i < 5; i += 1) expect((await create(cookie, { name: `Filho ${i}` })).statusCode).toBe(201);
    const res = await create(cookie, { name: 'Sexto' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Você atingiu o limite de 5 crianças. Remova um perfil ou fale com o suporte.',
    });
    expect(await countChildren(t.db, user.id)).toBe(5);
  });

  it('a limit of 1 refuses the second child, also when both are sent at once', async () => {
    // A fresh app: settings are cached for a few seconds per server.
    await settings().set({ max_children_per_user: '1' });
    const other = await createTestAppOnSameDatabase();
    try {
      const { user, cookie } = await createSignedInUser(t);
      const answers = await Promise.all(
        [1, 2, 3].map((i) =>
          other.inject({
            method: 'POST',
            url: '/api/children',
            headers: keyed({ cookie }),
            payload: { name: `C${i}` },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400]);
      expect(answers.find((r) => r.statusCode === 400)!.json()).toEqual({
        error: 'Você atingiu o limite de 1 criança. Remova um perfil ou fale com o suporte.',
      });
      expect(await countChildren(t.db, user.id)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it.each(['unlimited', '0'])('"%s" means no limit', async (value) => {
    await settings().set({ max_children_per_user: value });
    const other = await createTestAppOnSameDatabase();
    try {
      const { user, cookie } = await createSignedInUser(t);
      for (let i = 0; i < 7; i += 1) {
        const res = await other.inject({
          method: 'POST',
          url: '/api/children',
          headers: keyed({ cookie }),
          payload: { name: `N${i}` },
        });
        expect(res.statusCode).toBe(201);
      }
      const [row] = await t.db.select({ n: count() }).from(children).where(eq(children.parentUserId, user.id));
      expect(row!.n).toBe(7);
    } finally {
      await other.close();
    }
  });

  it('removed children free their place', async () => {
    await settings().set({ max_children_per_user: '1' });
    const other = await createTestAppOnSameDatabase();
    try {
      const { cookie } = await createSignedInUser(t);
      const first = await other.inject({
        method: 'POST',
        url: '/api/children',
        headers: keyed({ cookie }),
        payload: { name: 'A' },
      });
      await other.inject({ method: 'DELETE', url: `/api/children/${first.json().id}`, headers: { cookie } });
      const second = await other.inject({
        method: 'POST',
        url: '/api/children',
        headers: keyed({ cookie }),
        payload: { name: 'B' },
      });
      expect(second.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});

/** A second server on the same database, as behind a load balancer: it starts with no settings cache. */
async function createTestAppOnSameDatabase() {
  const app = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
  await app.ready();
  return app;
}
