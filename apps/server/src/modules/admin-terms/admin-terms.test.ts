import {
  TERMS_SUMMARY_MAX,
  TERMS_TEXT_MAX,
  TERMS_TITLE_MAX,
  TERMS_VERSION_NOT_NEWER,
} from '@neurobridge/shared/api/admin-terms';
import { AREA_FORBIDDEN } from '@neurobridge/shared/domain/admin-roles';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appSettings, auditLog } from '../../db/schema/admin';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { TERMS_TEXTS } from '../terms/terms-texts';
import { adminTokenWithRole, NEW_TERMS, publishTerms, restoreTerms, storedVersions } from './admin-terms-testing';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminTokenWithRole(t, 'owner');
});
afterAll(() => t.close());

let since = 0;
beforeEach(async () => {
  const [last] = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  since = last?.id ?? 0;
});
afterEach(() => restoreTerms(t));

const termsAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'terms.published'), gt(auditLog.id, since)))
    .orderBy(desc(auditLog.id));
const currentSetting = async () =>
  (await t.db.select().from(appSettings).where(eq(appSettings.key, 'terms_version')))[0]?.value ?? '1.0';
const get = (url: string, token = owner) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: `nb_admin=${token}` } });

describe('who may use the terms area (docs/product.md#admin-terms)', () => {
  it('nobody, a parent, a professional, a revoked and an expired token: 401 on every route, nothing written', async () => {
    for (const headers of await refusedAdminCallers(t)) {
      for (const [method, url] of [
        ['GET', '/api/admin/terms'],
        ['GET', '/api/admin/terms/1.0'],
        ['POST', '/api/admin/terms'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'idempotency-key': 'chave-de-teste-1' },
          ...(method === 'POST' ? { payload: NEW_TERMS } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
    expect(await storedVersions(t)).toEqual([]);
  });

  it.each(['support', 'content'] as const)(
    'a %s admin gets 403 on every terms route and publishes nothing',
    async (role) => {
      const token = await adminTokenWithRole(t, role);
      for (const res of [
        await get('/api/admin/terms', token),
        await get('/api/admin/terms/1.0', token),
        await publishTerms(t, token, NEW_TERMS),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe(AREA_FORBIDDEN);
      }
      expect(await storedVersions(t)).toEqual([]);
      expect(await currentSetting()).toBe('1.0');
      expect(await termsAudit()).toEqual([]);
    },
  );
});

describe('GET /api/admin/terms', () => {
  it('lists the built-in 1.0 with its hash and acceptances, the current version and the next number', async () => {
    const before = (await get('/api/admin/terms')).json();
    await createUser(t.db);
    const after = await get('/api/admin/terms');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      current: '1.0',
      next_version: '1.1',
      versions: [
        {
          version: '1.0',
          title: null,
          summary: null,
          published_at: null,
          published_by: null,
          text_hash: sha256(TERMS_TEXTS['1.0']!),
          acceptances: before.versions[0].acceptances + 1,
          current: true,
        },
      ],
    });
  });

  it('reads one version, built-in or published, and says 404 in pt-BR for one never published', async () => {
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    const one = await get('/api/admin/terms/1.0');
    expect(one.json()).toEqual({
      version: '1.0',
      text: TERMS_TEXTS['1.0'],
      title: null,
      summary: null,
      published_at: null,
    });
    expect((await get('/api/admin/terms/1.1')).json()).toEqual({
      version: '1.1',
      text: NEW_TERMS.text,
      title: NEW_TERMS.title,
      summary: NEW_TERMS.summary,
      published_at: t.clock.now().toISOString(),
    });
    const missing = await get('/api/admin/terms/1.2');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Versão dos termos não encontrada.' });
    const bad = await get('/api/admin/terms/abc');
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/admin/terms (docs/product.md#admin-terms)', () => {
  it('publishes: the row with the hash of its text, the current version, one audit entry by the admin', async () => {
    const res = await publishTerms(t, owner, { ...NEW_TERMS, text: `  ${NEW_TERMS.text}\n\n`, title: ' Termos ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      version: '1.1',
      title: 'Termos',
      summary: NEW_TERMS.summary,
      published_at: t.clock.now().toISOString(),
      published_by: expect.stringMatching(/^admin-/),
      text_hash: sha256(NEW_TERMS.text),
      acceptances: 0,
      current: true,
    });
    const [row] = await storedVersions(t);
    expect(row).toMatchObject({ version: '1.1', text: NEW_TERMS.text, textHash: sha256(NEW_TERMS.text) });
    expect(row!.publishedBy).toEqual(expect.any(Number));
    expect(await currentSetting()).toBe('1.1');
    const [entry, ...more] = await termsAudit();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: row!.publishedBy,
      actorLabel: res.json().published_by,
      targetType: 'terms',
      targetId: '1.1',
      details: { version: '1.1', previous: '1.0', title: 'Termos', text_hash: sha256(NEW_TERMS.text) },
    });

    const list = (await get('/api/admin/terms')).json();
    expect(list.current).toBe('1.1');
    expect(list.next_version).toBe('1.2');
    expect(list.versions.map((v: { version: string; current: boolean }) => [v.version, v.current])).toEqual([
      ['1.1', true],
      ['1.0', false],
    ]);
  });

  it.each([
    ['the current version', '1.0'],
    ['an older one', '0.9'],
    ['the same number written otherwise', '1.00'],
  ])('refuses %s with 409 on the version field, writing nothing', async (_label, version) => {
    const res = await publishTerms(t, owner, { ...NEW_TERMS, version });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: TERMS_VERSION_NOT_NEWER, fields: { version: TERMS_VERSION_NOT_NEWER } });
    expect(await storedVersions(t)).toEqual([]);
    expect(await currentSetting()).toBe('1.0');
    expect(await termsAudit()).toEqual([]);
  });

  it('compares numbers: 1.10 comes after 1.9', async () => {
    expect((await publishTerms(t, owner, { ...NEW_TERMS, version: '1.9' })).statusCode).toBe(201);
    expect((await publishTerms(t, owner, { ...NEW_TERMS, version: '1.10' })).statusCode).toBe(201);
    expect((await publishTerms(t, owner, { ...NEW_TERMS, version: '1.8' })).statusCode).toBe(409);
    expect(await currentSetting()).toBe('1.10');
  });

  it('a published version is never replaced: its number again (after the settings went back) is refused', async () => {
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    // The app settings took 1.0 back (docs/product.md#admin-app-settings).
    await t.db.update(appSettings).set({ value: '1.0' }).where(eq(appSettings.key, 'terms_version'));
    const again = await publishTerms(t, owner, { ...NEW_TERMS, text: 'Outro texto.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({
      version: 'A versão 1.1 já foi publicada e não muda. Escolha um número novo.',
    });
    const [row, ...more] = await storedVersions(t);
    expect(more).toEqual([]);
    expect(row!.text).toBe(NEW_TERMS.text);
  });

  it('the same request again (one key, a double click, a retry) answers the first answer and publishes once', async () => {
    const key = 'publicar-1-1-uma-vez';
    const first = await publishTerms(t, owner, NEW_TERMS, { 'idempotency-key': key });
    const again = await publishTerms(t, owner, NEW_TERMS, { 'idempotency-key': key });
    const otherKey = await publishTerms(t, owner, NEW_TERMS);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(otherKey.json()).toEqual(first.json());
    expect(await storedVersions(t)).toHaveLength(1);
    expect(await termsAudit()).toHaveLength(1);
  });

  it('the same version with other words, or by another owner, is refused: only the first is published', async () => {
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    const changed = await publishTerms(t, owner, { ...NEW_TERMS, summary: 'Outro resumo.' });
    expect(changed.statusCode).toBe(409);
    const otherOwner = await publishTerms(t, await adminTokenWithRole(t, 'owner'), NEW_TERMS);
    expect(otherOwner.statusCode).toBe(409);
    expect((await storedVersions(t))[0]!.summary).toBe(NEW_TERMS.summary);
  });

  it('needs an Idempotency-Key, well formed', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/admin/terms',
      headers: { cookie: `nb_admin=${owner}` },
      payload: NEW_TERMS,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Envie a chave de idempotência (Idempotency-Key) desta criação.');
    const bad = await publishTerms(t, owner, NEW_TERMS, { 'idempotency-key': 'curta' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Chave de idempotência inválida.');
    expect(await storedVersions(t)).toEqual([]);
  });

  it.each([
    ['no version', { version: undefined }, 'version', 'Versão inválida: use números como 1.1 ou 2.0.'],
    ['a version as a number', { version: 1.1 }, 'version', 'Versão inválida: use números como 1.1 ou 2.0.'],
    ['a version with three parts', { version: '1.1.0' }, 'version', 'Versão inválida: use números como 1.1 ou 2.0.'],
    ['a version in words', { version: 'nova' }, 'version', 'Versão inválida: use números como 1.1 ou 2.0.'],
    ['a version with four digits', { version: '1.1000' }, 'version', 'Versão inválida: use números como 1.1 ou 2.0.'],
    ['no title', { title: undefined }, 'title', 'Informe o título.'],
    ['a blank title', { title: '   ' }, 'title', 'Informe o título.'],
    [
      'a title too long',
      { title: 'T'.repeat(TERMS_TITLE_MAX + 1) },
      'title',
      `O título pode ter no máximo ${TERMS_TITLE_MAX} caracteres.`,
    ],
    ['no text', { text: undefined }, 'text', 'Escreva o texto dos termos.'],
    ['a text as a list', { text: ['a'] }, 'text', 'Escreva o texto dos termos.'],
    [
      'a text too long',
      { text: 'x'.repeat(TERMS_TEXT_MAX + 1) },
      'text',
      `O texto pode ter no máximo ${TERMS_TEXT_MAX} caracteres.`,
    ],
    ['no summary', { summary: undefined }, 'summary', 'Resuma o que mudou: é o que as famílias leem primeiro.'],
    ['an empty summary', { summary: '' }, 'summary', 'Resuma o que mudou: é o que as famílias leem primeiro.'],
    [
      'a summary too long',
      { summary: 's'.repeat(TERMS_SUMMARY_MAX + 1) },
      'summary',
      `O resumo pode ter no máximo ${TERMS_SUMMARY_MAX} caracteres.`,
    ],
  ])('refuses %s with 400 on that field, writing nothing', async (_label, change, field, message) => {
    const res = await publishTerms(t, owner, { ...NEW_TERMS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await storedVersions(t)).toEqual([]);
    expect(await currentSetting()).toBe('1.0');
    expect(await termsAudit()).toEqual([]);
  });

  it('refuses an unknown field and a body that is no object', async () => {
    const unknown = await publishTerms(t, owner, { ...NEW_TERMS, text_hash: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Campo não permitido: text_hash.');
    const list = await publishTerms(t, owner, [NEW_TERMS]);
    expect(list.statusCode).toBe(400);
    expect(await storedVersions(t)).toEqual([]);
  });

  it('the acceptances count the accounts that accepted each version', async () => {
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    const u1 = await createUser(t.db);
    await createUser(t.db);
    const before = (await get('/api/admin/terms')).json().versions[0].acceptances;
    expect(before).toBe(2);
    await t.db.insert(termsAcceptances).values({ userId: u1.id, termsVersion: '9.9', textHash: 'x' });
    expect((await get('/api/admin/terms')).json().versions[0].acceptances).toBe(2);
  });
});

describe('publishing at the same time (several servers, one database)', () => {
  it('two owners publishing the same version at once: one is published, the other refused', async () => {
    const second = await adminTokenWithRole(t, 'owner');
    const answers = await Promise.all([
      publishTerms(t, owner, NEW_TERMS),
      publishTerms(t, second, { ...NEW_TERMS, summary: 'Outro resumo.' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [row, ...more] = await storedVersions(t);
    expect(more).toEqual([]);
    expect(row!.summary).toBe(answers.find((a) => a.statusCode === 201)!.json().summary);
    expect(await currentSetting()).toBe('1.1');
    expect(await termsAudit()).toHaveLength(1);
  });

  it('a double click sends the same version twice at once: published once, both answered with it', async () => {
    const answers = await Promise.all([publishTerms(t, owner, NEW_TERMS), publishTerms(t, owner, NEW_TERMS)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(await storedVersions(t)).toHaveLength(1);
    expect(await termsAudit()).toHaveLength(1);
  });

  it('1.1 and 1.2 at once: the newest is current whichever commits first', async () => {
    const answers = await Promise.all([
      publishTerms(t, owner, NEW_TERMS),
      publishTerms(t, owner, { ...NEW_TERMS, version: '1.2' }),
    ]);
    expect(answers[1]!.statusCode).toBe(201);
    expect([201, 409]).toContain(answers[0]!.statusCode);
    expect(await currentSetting()).toBe('1.2');
    expect((await t.app.inject({ method: 'GET', url: '/api/terms' })).json().version).toBe('1.2');
  });
});
