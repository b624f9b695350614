import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren, createChild } from '../../test/child-factories';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { activities, progressEntries } from '../db/schema/activities';
import { children } from '../db/schema/children';
import { emailOutbox } from '../db/schema/mail';
import { invitations } from '../db/schema/professionals';
import { hasUnstorableText, UNSTORABLE_TEXT } from './input-guards';

/**
 * What an outside probe sent: text PostgreSQL cannot store and integers past its `integer`. Each
 * is a 400 with a pt-BR message and nothing written, for every body, path and query — never a 500.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NUL = 'Ana\u0000Clara';
const LONE_SURROGATE = 'Ana\uD800';
const TOO_BIG = 2 ** 31;

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id, { name: 'Ana' });
  const [activity] = await t.db.select().from(activities).where(eq(activities.isPremium, false)).limit(1);
  return { parent, child, activity: activity! };
}

async function counts(parentId: number, childId: number) {
  const [progress] = await t.db
    .select({ n: count() })
    .from(progressEntries)
    .where(eq(progressEntries.childId, childId));
  const [invites] = await t.db.select({ n: count() }).from(invitations).where(eq(invitations.parentUserId, parentId));
  const [mail] = await t.db.select({ n: count() }).from(emailOutbox);
  const [child] = await t.db.select().from(children).where(eq(children.id, childId));
  return {
    children: await countChildren(t.db, parentId),
    progress: progress!.n,
    invites: invites!.n,
    mail: mail!.n,
    child,
  };
}

type Probe = { method: 'POST' | 'PATCH' | 'GET'; url: (ids: { child: number }) => string; payload?: object };

function probes(bad: string, activityId: number): [string, Probe][] {
  // A lone surrogate has no UTF-8 spelling, so it cannot travel in a URL; NUL can (%00).
  const inUrl: [string, Probe][] = !/[\uD800-\uDFFF]/.test(bad)
    ? [
        ['a query string', { method: 'GET', url: () => `/api/activities?category=${encodeURIComponent(bad)}` }],
        ['a path parameter', { method: 'GET', url: () => `/api/children/${encodeURIComponent(bad)}/progress` }],
      ]
    : [];
  const child = (ids: { child: number }) => `/api/children/${ids.child}`;
  const progress = (ids: { child: number }) => `/api/children/${ids.child}/progress`;
  return [
    ['child name (create)', { method: 'POST', url: () => '/api/children', payload: { name: bad } }],
    [
      'learning preferences (create)',
      { method: 'POST', url: () => '/api/children', payload: { name: 'Bia', learning_preferences: bad } },
    ],
    [
      'sensory voice (create)',
      { method: 'POST', url: () => '/api/children', payload: { name: 'Bia', sensory_settings: { voice: bad } } },
    ],
    ['child name (edit)', { method: 'PATCH', url: child, payload: { name: bad } }],
    ['sensory voice (edit)', { method: 'PATCH', url: child, payload: { sensory_settings: { voice: bad } } }],
    [
      'progress notes',
      { method: 'POST', url: progress, payload: { activity_id: activityId, time_spent: 1, parent_notes: bad } },
    ],
    [
      'invitation message',
      {
        method: 'POST',
        url: () => '/api/professional/invite',
        payload: { professional_email: 'p@example.com', child_ids: [1], message: bad },
      },
    ],
    ...inUrl,
    [
      'invitation e-mail',
      { method: 'POST', url: () => '/api/professional/invite', payload: { professional_email: bad, child_ids: [1] } },
    ],
    ['an unknown field name', { method: 'POST', url: () => '/api/children', payload: { name: 'Bia', [bad]: 1 } }],
  ];
}

describe.each([
  ['a NUL byte', NUL],
  ['a lone UTF-16 surrogate', LONE_SURROGATE],
])('%s in any text', (_label, bad) => {
  it('is a 400 with a pt-BR message in every body, query and path, and writes nothing', async () => {
    const { parent, child, activity } = await family();
    const before = await counts(parent.user.id, child.id);
    for (const [field, probe] of probes(bad, activity.id)) {
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url({ child: child.id }),
        headers: { cookie: parent.cookie },
        ...(probe.payload ? { payload: probe.payload } : {}),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toEqual({ error: UNSTORABLE_TEXT });
    }
    expect(await counts(parent.user.id, child.id)).toEqual(before);
  });
});

describe('integers past what the database holds', () => {
  it.each([
    ['activity_id 2^31', 'progress', { activity_id: TOO_BIG, time_spent: 1 }, 'Atividade inválida.'],
    ['activity_id 1e300', 'progress', { activity_id: 1e300, time_spent: 1 }, 'Atividade inválida.'],
    [
      'a child id 2^31 in an invitation',
      'invite',
      { professional_email: 'p@example.com', child_ids: [TOO_BIG] },
      'Selecione ao menos uma criança',
    ],
    ['a level 2^31', 'create', { name: 'Bia', diagnosis_tea: 1, tea_level: TOO_BIG }, 'O nível deve ser 1, 2 ou 3.'],
    [
      'a score 2^31',
      'progress',
      { activity_id: 1, score: TOO_BIG, time_spent: 1 },
      'A pontuação deve ser um número de 0 a 100.',
    ],
    [
      'time 2^31',
      'progress',
      { activity_id: 1, time_spent: TOO_BIG },
      'O tempo deve ser de no máximo 240 minutos (4 horas).',
    ],
    [
      'seconds 2^31',
      'progress',
      { activity_id: 1, seconds_spent: TOO_BIG },
      'O tempo deve ser de no máximo 14400 segundos (4 horas).',
    ],
  ])('%s in a body is a 400 and writes nothing', async (_label, target, payload, message) => {
    const { parent, child } = await family();
    const before = await counts(parent.user.id, child.id);
    const url = {
      progress: `/api/children/${child.id}/progress`,
      invite: '/api/professional/invite',
      create: '/api/children',
    }[target]!;
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie: parent.cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await counts(parent.user.id, child.id)).toEqual(before);
  });

  it.each([
    ['GET', `/api/children/${TOO_BIG}/progress`],
    ['PATCH', `/api/children/${TOO_BIG}`],
    ['DELETE', `/api/children/99999999999999999999`],
    ['GET', `/api/activities?child=${TOO_BIG}`],
    ['GET', `/api/activities?tea_level=${TOO_BIG}&for_tea=true`],
  ] as const)('%s %s (path or query) is a 400', async (method, url) => {
    const { parent } = await family();
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: parent.cookie },
      ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/inválid|nível/);
  });
});

describe('hasUnstorableText', () => {
  it('finds a bad string anywhere, keys included, and passes ordinary text (emoji too)', () => {
    expect(hasUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(hasUnstorableText('\uDC00 alone')).toBe(true);
    expect(hasUnstorableText({ name: 'João 😀 Çá', n: 3, ok: true, none: null })).toBe(false);
  });
});

describe('Cache-Control on personal answers', () => {
  // The catalogue is the same for everyone on one plan: kept by the browser and revalidated
  // (`private, no-cache`, modules/activities/catalogue-prepared.test.ts).
  it.each(['/api/users/me', '/api/children', '/api/dashboard/stats', '/api/subscription', '/api/activities/1'])(
    '%s is no-store',
    async (url) => {
      const { parent } = await family();
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('a child progress list and an error answer are no-store too', async () => {
    const { parent, child } = await family();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress`,
      headers: { cookie: parent.cookie },
    });
    expect(list.headers['cache-control']).toBe('no-store');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/children' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  });
});
