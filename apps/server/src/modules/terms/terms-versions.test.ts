import { TERMS_REQUIRED, TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import { parseTermsMarkup } from '@neurobridge/shared/domain/terms-markup';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { professionalProfiles } from '../../db/schema/professionals';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { adminTokenWithRole, NEW_TERMS, publishTerms, restoreTerms } from '../admin-terms/admin-terms-testing';
import { acceptedBefore } from './terms-service';
import { TERMS_TEXTS } from './terms-texts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await adminTokenWithRole(t, 'owner');
});
afterAll(() => t.close());
afterEach(() => restoreTerms(t));

const REFUSED = { error: TERMS_REQUIRED_MESSAGE, code: TERMS_REQUIRED };
const inject = (app: App, url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('the published versions, public (docs/product.md#terms-text)', () => {
  it('lists every version newest first with the current one, and reads each, past ones too', async () => {
    expect((await inject(t.app, '/api/terms/versions')).json()).toEqual({
      current: '1.0',
      versions: [{ version: '1.0', title: null, published_at: null }],
    });
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    const at = t.clock.now().toISOString();
    expect((await inject(t.app, '/api/terms/versions')).json()).toEqual({
      current: '1.1',
      versions: [
        { version: '1.1', title: NEW_TERMS.title, published_at: at },
        { version: '1.0', title: null, published_at: null },
      ],
    });
    expect((await inject(t.app, '/api/terms/versions/1.0')).json()).toEqual({
      version: '1.0',
      text: TERMS_TEXTS['1.0'],
      title: null,
      summary: null,
      published_at: null,
    });
    expect((await inject(t.app, '/api/terms')).json()).toEqual({
      version: '1.1',
      text: NEW_TERMS.text,
      title: NEW_TERMS.title,
      summary: NEW_TERMS.summary,
      published_at: at,
    });
  });

  it('a version never published is 404 in pt-BR; a malformed one 400', async () => {
    const missing = await inject(t.app, '/api/terms/versions/3.0');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Versão dos termos não encontrada.' });
    for (const bad of ['abc', '1.0.0', 'profissional-1.0']) {
      const res = await inject(t.app, `/api/terms/versions/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error, bad).toMatch(/Versão inválida/);
    }
  });

  it('1.0 reads in the markup as it always did: its paragraphs, two of them highlighted consents', () => {
    const text = TERMS_TEXTS['1.0']!;
    const blocks = parseTermsMarkup(text);
    const before = text.split(/\n\s*\n/);
    expect(blocks).toHaveLength(before.length);
    blocks.forEach((block, i) => {
      const chunk = before[i]!;
      if (chunk.startsWith('!')) {
        expect(block).toEqual({ type: 'consent', blocks: [{ type: 'paragraph', lines: chunk.slice(1).split('\n') }] });
      } else {
        expect(block).toEqual({ type: 'paragraph', lines: chunk.split('\n') });
      }
    });
    expect(blocks.filter((b) => b.type === 'consent')).toHaveLength(2);
  });
});

describe('a published version and the consent gate (docs/product.md#consent-gate)', () => {
  it('a session that accepted 1.0 is refused on every server until it accepts 1.1, with the summary first; the acceptance keeps 1.1’s hash', async () => {
    const other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
    await other.ready();
    try {
      const { user, cookie } = await createSignedInUser(t);
      // Both servers have read the settings (and the session) before the publication.
      for (const app of [t.app, other]) expect((await inject(app, '/api/children', cookie)).statusCode).toBe(200);

      expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
      // The other server hears the publication's notice (over PostgreSQL, a moment later).
      await other.syncSessionChanges();

      for (const app of [t.app, other]) {
        const refused = await inject(app, '/api/children', cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(REFUSED);
        expect((await inject(app, '/api/terms/check', cookie)).json()).toEqual({
          hasAccepted: false,
          terms_version: '1.1',
          changes: { from_version: '1.0', summary: NEW_TERMS.summary },
        });
      }

      const old = await other.inject({
        method: 'POST',
        url: '/api/terms/accept',
        headers: { cookie },
        payload: { terms_version: '1.0' },
      });
      expect(old.statusCode).toBe(409);
      const accepted = await other.inject({
        method: 'POST',
        url: '/api/terms/accept',
        headers: { cookie },
        payload: { terms_version: '1.1' },
      });
      expect(accepted.statusCode).toBe(200);
      const [row] = await t.db
        .select()
        .from(termsAcceptances)
        .where(and(eq(termsAcceptances.userId, user.id), eq(termsAcceptances.termsVersion, '1.1')));
      expect(row!.textHash).toBe(sha256(NEW_TERMS.text));
      await t.app.syncSessionChanges();

      for (const app of [t.app, other]) {
        expect((await inject(app, '/api/children', cookie)).statusCode).toBe(200);
        expect((await inject(app, '/api/terms/check', cookie)).json()).toEqual({
          hasAccepted: true,
          terms_version: '1.1',
          changes: null,
        });
      }
    } finally {
      await other.close();
    }
  });

  it('an account that never accepted any version gets no summary: it reads the whole text', async () => {
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    const { cookie } = await createSignedInUser(t, {}, { consent: false });
    expect((await inject(t.app, '/api/terms/check', cookie)).json()).toEqual({
      hasAccepted: false,
      terms_version: '1.1',
      changes: null,
    });
  });

  it('the summary counts from the newest version accepted before; a professional still gets theirs', async () => {
    expect((await publishTerms(t, owner, NEW_TERMS)).statusCode).toBe(201);
    expect(
      (await publishTerms(t, owner, { ...NEW_TERMS, version: '1.2', summary: 'Mudou o contato.' })).statusCode,
    ).toBe(201);
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    await t.db.insert(professionalProfiles).values({ userId: user.id, role: 'professional' });
    await t.db
      .insert(termsAcceptances)
      .values(
        ['1.0', '1.1', 'profissional-1.0'].map((termsVersion) => ({ userId: user.id, termsVersion, textHash: 'x' })),
      );
    expect((await inject(t.app, '/api/terms/check', cookie)).json()).toEqual({
      hasAccepted: false,
      terms_version: '1.2',
      changes: { from_version: '1.1', summary: 'Mudou o contato.' },
      professional_terms: { hasAccepted: true, version: 'profissional-1.0' },
    });
  });
});

describe('acceptedBefore', () => {
  it('is the newest version accepted before the current one, by number; nothing for a current that is no number', () => {
    expect(acceptedBefore(['1.0', '1.9', '1.10', 'profissional-1.0'], '1.11')).toBe('1.10');
    expect(acceptedBefore(['1.0', '2.0'], '1.5')).toBe('1.0');
    expect(acceptedBefore(['profissional-1.0'], '1.1')).toBeNull();
    expect(acceptedBefore([], '1.1')).toBeNull();
    expect(acceptedBefore(['1.0'], 'especial')).toBeNull();
  });
});
