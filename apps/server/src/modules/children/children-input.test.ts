import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren, createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { children } from '../../db/schema/children';
import { keyed } from '../../../test/idempotency-key';

/** Bad input for create and edit: a 400 with a pt-BR message, and nothing written (docs/product.md#child-fields). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/children', headers: keyed({ cookie }), payload: payload as object });

const LEVEL = { error: 'O nível deve ser 1, 2 ou 3.' };
const BAD_INPUT: [string, unknown, { error: string | RegExp }][] = [
  ['no name', {}, { error: 'Nome é obrigatório' }],
  ['an empty name', { name: '' }, { error: 'Nome é obrigatório' }],
  ['a blank name', { name: '   ' }, { error: 'Nome é obrigatório' }],
  ['a null name', { name: null }, { error: 'Nome é obrigatório' }],
  ['a number as name', { name: 42 }, { error: 'Nome é obrigatório' }],
  ['a name of 81 characters', { name: 'a'.repeat(81) }, { error: 'O nome pode ter no máximo 80 caracteres.' }],
  ['TEA level 0', { name: 'x', diagnosis_tea: 1, tea_level: 0 }, LEVEL],
  ['TEA level 4', { name: 'x', diagnosis_tea: 1, tea_level: 4 }, LEVEL],
  ['TDAH level 1.5', { name: 'x', diagnosis_tdah: 1, tdah_level: 1.5 }, LEVEL],
  ['a level as a list', { name: 'x', tea_level: [2] }, LEVEL],
  ['a level as a boolean', { name: 'x', tea_level: true }, LEVEL],
  ['a level as text', { name: 'x', tdah_level: 'dois' }, LEVEL],
  ['diagnosis 2', { name: 'x', diagnosis_tea: 2 }, { error: /^Campo "diagnosis_tea" inválido: / }],
  ['diagnosis "true"', { name: 'x', diagnosis_tdah: 'true' }, { error: /^Campo "diagnosis_tdah" inválido: / }],
  ['a birth date that is no date', { name: 'x', birth_date: 'ontem' }, { error: 'Data de nascimento inválida.' }],
  ['30 February', { name: 'x', birth_date: '2020-02-30' }, { error: 'Data de nascimento inválida.' }],
  ['year 0', { name: 'x', birth_date: '0000-01-01' }, { error: 'Data de nascimento inválida.' }],
  ['a birth date as a number', { name: 'x', birth_date: 20200101 }, { error: 'Data de nascimento inválida.' }],
  [
    'preferences of 501 characters',
    { name: 'x', learning_preferences: 'p'.repeat(501) },
    { error: 'As preferências podem ter no máximo 500 caracteres.' },
  ],
  ['an avatar URL', { name: 'x', avatar_url: 'https://evil.example/a.png' }, { error: /^Campo "avatar_url"/ }],
  ['an unknown field', { name: 'x', created_at: '2020-01-01' }, { error: 'Campo não permitido: created_at.' }],
  [
    'an unknown sensory setting',
    { name: 'x', sensory_settings: { volume: 11 } },
    { error: 'Campo não permitido: volume.' },
  ],
  [
    'a speech rate of 3',
    { name: 'x', sensory_settings: { speech_rate: 3 } },
    { error: /^Campo "sensory_settings.speech_rate"/ },
  ],
  ['a list as body', [{ name: 'x' }], { error: /^Dados inválidos/ }],
];

describe('POST /api/children with bad input', () => {
  it.each(BAD_INPUT)('%s → 400, nothing written', async (_name, payload, expected) => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await create(cookie, payload);
    expect(res.statusCode).toBe(400);
    if (typeof expected.error === 'string') expect(res.json()).toEqual(expected);
    else expect(res.json().error).toMatch(expected.error);
    expect(await countChildren(t.db, user.id)).toBe(0);
  });

  it('a body that is not JSON → 400', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: keyed({ cookie, 'content-type': 'application/json' }),
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'O conteúdo enviado não é um JSON válido.' });
    expect(await countChildren(t.db, user.id)).toBe(0);
  });
});

describe('PATCH /api/children/:id with bad input', () => {
  it.each(BAD_INPUT.filter(([name]) => name !== 'no name'))(
    '%s → 400, nothing changed',
    async (_n, payload, expected) => {
      const { user, cookie } = await createSignedInUser(t);
      const child = await createChild(t.db, user.id, { name: 'Original', teaLevel: 2, diagnosisTea: true });
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/children/${child.id}`,
        headers: { cookie },
        payload: payload as object,
      });
      expect(res.statusCode).toBe(400);
      if (typeof expected.error === 'string') expect(res.json()).toEqual(expected);
      else expect(res.json().error).toMatch(expected.error);
      const [stored] = await t.db.select().from(children).where(eq(children.id, child.id));
      expect(stored).toEqual(child);
    },
  );
});

describe('fields a body may not set (no mass assignment)', () => {
  it('create ignores id, parent_user_id, is_active and age_group', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const victim = await createSignedInUser(t);
    const res = await create(cookie, {
      name: 'Teo',
      id: 999_999,
      parent_user_id: victim.user.id,
      is_active: false,
      age_group: 'teen',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).not.toBe(999_999);
    expect(body).toMatchObject({ parent_user_id: user.id, is_active: true, age_group: 'child' });
    expect(await countChildren(t.db, victim.user.id)).toBe(0);
  });

  it('edit ignores them too', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const victim = await createSignedInUser(t);
    const child = await createChild(t.db, user.id, { name: 'Rui' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/children/${child.id}`,
      headers: { cookie },
      payload: { id: child.id + 1000, parent_user_id: victim.user.id, is_active: false, age_group: 'teen' },
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db.select().from(children).where(eq(children.id, child.id));
    expect(stored).toMatchObject({ id: child.id, parentUserId: user.id, isActive: true, name: 'Rui' });
  });
});

describe('any JSON body (fast-check)', () => {
  const FIELDS = [
    'name',
    'birth_date',
    'diagnosis_tea',
    'diagnosis_tdah',
    'tea_level',
    'tdah_level',
    'learning_preferences',
    'avatar_url',
    'sensory_settings',
    'age_group',
    'id',
    'parent_user_id',
    'is_active',
  ];
  const value = fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom(0, 1, 2, 3, 4, -1, 1.5, 2_147_483_648, true, false, null, '', ' ', '1', 'teen'),
    fc.constantFrom('2019-05-05', '2999-01-01', '0000-01-01', '1899-12-31', '2020-02-30', '2019-5-5'),
    fc.string({ maxLength: 90 }),
    fc.record({ speech: fc.jsonValue(), speech_rate: fc.jsonValue(), volume: fc.jsonValue() }, { requiredKeys: [] }),
  );
  const key = fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 }));
  // Mostly known fields with any values, often with a usable name so that the success path
  // (and what it stores) is exercised too; sometimes any JSON at all.
  const withName = fc
    .tuple(fc.string({ minLength: 1, maxLength: 80 }), fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }))
    .map(([name, rest]) => ({ ...rest, name }));
  const body = fc.oneof(
    { weight: 3, arbitrary: withName },
    { weight: 3, arbitrary: fc.dictionary(key, value, { maxKeys: 8 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

  it('never answers 5xx, and on 400 writes no child', async () => {
    const { user, cookie } = await createSignedInUser(t);
    // Enough room that the limit never answers for the generator.
    await t.db.delete(children).where(eq(children.parentUserId, user.id));
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await countChildren(t.db, user.id);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/children',
          headers: keyed({ cookie, 'content-type': 'application/json' }),
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect([201, 400]).toContain(res.statusCode);
        const after = await countChildren(t.db, user.id);
        if (res.statusCode === 400) expect(after).toBe(before);
        else {
          expect(after).toBe(before + 1);
          expect(res.json().parent_user_id).toBe(user.id);
          await t.db.delete(children).where(eq(children.parentUserId, user.id));
        }
      }),
      { numRuns: 60 },
    );
  });
});
