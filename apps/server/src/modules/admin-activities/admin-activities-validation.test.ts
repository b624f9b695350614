import { ACTIVITY_NOT_FOUND } from '@neurobridge/shared/api/activities';
import {
  INVALID_ACTIVITY_TYPE,
  INVALID_AGE,
  INVALID_AGE_ORDER,
  INVALID_CATEGORY,
  INVALID_DESCRIPTION,
  INVALID_DIFFICULTY,
  INVALID_DURATION,
  INVALID_FLAG,
  INVALID_OBJECTIVES,
  INVALID_PREMIUM,
  INVALID_REQUIRED_MONTHS,
  INVALID_SUPPORT_LEVEL,
  INVALID_TITLE,
  INVALID_UNLOCK_DESCRIPTION,
  MONTHS_NEED_PREMIUM,
} from '@neurobridge/shared/api/admin-activities';
import {
  CONTENT_INVALID,
  CONTENT_NOT_JSON,
  CONTENT_TEXT_MAX,
  CONTENT_TOO_LONG,
  CONTENT_TYPE_INVALID,
  NEW_ACTIVITY_CONTENT,
} from '@neurobridge/shared/content/authoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  activityAudit,
  activityBody,
  activityCount,
  activityRow,
  asAdmin,
  LIST,
  one,
  restorePath,
} from './admin-activities-testing';

let t: TestApp;
let token: string;
let existingId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
  existingId = (await asAdmin(t, token, 'POST', LIST, activityBody())).json().id as number;
});
afterAll(() => t.close());

const long = (n: number) => 'a'.repeat(n);
const emotions = (list: unknown) => ({ type: 'emotion_recognition', emotions: list });

/** Each case: what is sent over a valid body, and the pt-BR message of the 400. */
const BAD_BODIES: [string, Record<string, unknown>, string][] = [
  ['title a number', { title: 5 }, INVALID_TITLE],
  ['title missing', { title: undefined }, INVALID_TITLE],
  ['title empty', { title: '' }, INVALID_TITLE],
  ['title only spaces', { title: '   ' }, INVALID_TITLE],
  ['title too long', { title: long(121) }, INVALID_TITLE],
  ['description too long', { description: long(1001) }, INVALID_DESCRIPTION],
  ['objectives too long', { learning_objectives: long(1001) }, INVALID_OBJECTIVES],
  ['difficulty as text', { difficulty_level: '2' }, INVALID_DIFFICULTY],
  ['difficulty 0', { difficulty_level: 0 }, INVALID_DIFFICULTY],
  ['difficulty 4', { difficulty_level: 4 }, INVALID_DIFFICULTY],
  ['difficulty 1.5', { difficulty_level: 1.5 }, INVALID_DIFFICULTY],
  ['for_tea true', { for_tea: true }, INVALID_FLAG],
  ['for_tdah 2', { for_tdah: 2 }, INVALID_FLAG],
  ['tea level 4', { tea_level: 4 }, INVALID_SUPPORT_LEVEL],
  ['age 2', { min_age: 2 }, INVALID_AGE],
  ['age 18', { max_age: 18 }, INVALID_AGE],
  ['age as text', { min_age: '5' }, INVALID_AGE],
  ['min age above max', { min_age: 10, max_age: 5 }, INVALID_AGE_ORDER],
  ['duration 4', { estimated_duration: 4 }, INVALID_DURATION],
  ['duration 61', { estimated_duration: 61 }, INVALID_DURATION],
  ['unknown category', { category: 'cooking' }, INVALID_CATEGORY],
  ['category missing', { category: undefined }, INVALID_CATEGORY],
  ['unknown activity type', { activity_type: 'quiz' }, INVALID_ACTIVITY_TYPE],
  ['premium as text', { is_premium: 'true' }, INVALID_PREMIUM],
  ['months 37', { is_premium: true, required_subscription_months: 37 }, INVALID_REQUIRED_MONTHS],
  ['months with premium false', { is_premium: false, required_subscription_months: 3 }, MONTHS_NEED_PREMIUM],
  ['unlock text too long', { is_premium: true, unlock_description: long(201) }, INVALID_UNLOCK_DESCRIPTION],
  ['unknown field', { popularity: 5 }, 'Campo não permitido: popularity.'],
  ['content missing', { content: undefined }, CONTENT_INVALID],
  ['content text that is not JSON', { content: '{"type":"sequence"' }, CONTENT_NOT_JSON],
  ['content JSON text of a list', { content: '[]' }, CONTENT_INVALID],
  [
    'content text too long',
    { content: JSON.stringify(emotions(['happy'.repeat(CONTENT_TEXT_MAX)])) },
    CONTENT_TOO_LONG,
  ],
  ['content an object too long', { content: emotions(['happy'.repeat(CONTENT_TEXT_MAX)]) }, CONTENT_TOO_LONG],
  ['content a list', { content: [] }, CONTENT_INVALID],
  ['content null', { content: null }, CONTENT_INVALID],
  ['content a number', { content: 5 }, CONTENT_INVALID],
  ['content without type', { content: {} }, CONTENT_TYPE_INVALID],
  ['unknown game type', { content: { type: 'chess' } }, CONTENT_TYPE_INVALID],
  ['unknown game type in JSON text', { content: '{"type":"chess"}' }, CONTENT_TYPE_INVALID],
];

/** What a refused request must leave as it was: the trail, the edited row and the number of activities. */
async function written() {
  return {
    audit: (await activityAudit(t)).length,
    row: await activityRow(t, existingId),
    count: await activityCount(t),
  };
}

describe('bad input is a 400 with the pt-BR message, and nothing is written (docs/product.md#activity-editor)', () => {
  it.each(BAD_BODIES)('POST and PUT: %s', async (_name, overrides, message) => {
    const before = await written();
    const body = activityBody(overrides);
    for (const [method, url] of [
      ['POST', LIST],
      ['PUT', one(existingId)],
    ] as const) {
      const res = await asAdmin(t, token, method, url, body);
      expect(res.statusCode, `${method}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(await written()).toEqual(before);
  });

  it('a body that is not JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LIST,
      headers: { cookie: `nb_admin=${token}`, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'O conteúdo enviado não é um JSON válido.' });
  });

  it.each(['abc', '0', '-1', '1e2', '2147483648'])('id %s is a 400 on every route with an id', async (id) => {
    const before = await written();
    for (const [method, url, body] of [
      ['PUT', one(id), activityBody()],
      ['DELETE', one(id), undefined],
      ['POST', restorePath(id), undefined],
    ] as const) {
      const res = await asAdmin(t, token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toEqual({ error: 'Atividade inválida.' });
    }
    expect(await written()).toEqual(before);
  });

  it('an unknown id is a 404 on every route with an id', async () => {
    for (const [method, url, body] of [
      ['PUT', one(2_147_483_647), activityBody()],
      ['DELETE', one(2_147_483_647), undefined],
      ['POST', restorePath(2_147_483_647), undefined],
    ] as const) {
      const res = await asAdmin(t, token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: ACTIVITY_NOT_FOUND });
    }
  });
});

/**
 * The content is JSON text, as the spec's data model says and as the API answers, or an object;
 * either is read the way the games read it (docs/product.md#activity-editor).
 */
describe('POST and PUT read the content as the games do (docs/product.md#activity-editor)', () => {
  const SPEC_DEFAULT =
    '{"type":"emotion_recognition","emotions":["happy","sad","angry","surprised"],"difficulty":"easy"}';
  const CASES: [string, unknown, Record<string, unknown>][] = [
    ["the spec's default content as JSON text", SPEC_DEFAULT, NEW_ACTIVITY_CONTENT],
    ["the spec's default content as an object", JSON.parse(SPEC_DEFAULT), NEW_ACTIVITY_CONTENT],
    [
      'JSON text with spaces and lines',
      '{\n  "type": "sequence",\n  "steps": ["acordar", "dormir"]\n}',
      { type: 'sequence', steps: ['acordar', 'dormir'] },
    ],
    [
      'unknown keys, fields and a repeated key dropped',
      { type: 'emotion_recognition', emotions: ['happy', 'dragon', 'happy', 'sad'], color: 'blue' },
      { type: 'emotion_recognition', emotions: ['happy', 'sad'] },
    ],
    [
      'values the game cannot use left to its defaults',
      '{"type":"visual_math","range":[5,2],"difficulty":"hard","speed":3}',
      { type: 'visual_math', difficulty: 'hard' },
    ],
    [
      'a list with no known key: the game default set',
      { type: 'color_sorting', colors: ['pink'] },
      { type: 'color_sorting' },
    ],
  ];

  it.each(CASES)('%s', async (_name, content, read) => {
    const created = await asAdmin(t, token, 'POST', LIST, activityBody({ content }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(JSON.parse(created.json().content as string)).toEqual(read);
    expect(JSON.parse((await activityRow(t, id))!.content!)).toEqual(read);

    const updated = await asAdmin(t, token, 'PUT', one(existingId), activityBody({ content }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(JSON.parse(updated.json().content as string)).toEqual(read);
    expect(JSON.parse((await activityRow(t, existingId))!.content!)).toEqual(read);
  });

  it('what the API answers can be sent back as it is', async () => {
    const list = await asAdmin(t, token, 'GET', LIST);
    const answered = (list.json().activities as { id: number; content: string }[]).find((a) => a.id === existingId)!;
    expect(typeof answered.content).toBe('string');
    const res = await asAdmin(t, token, 'PUT', one(existingId), activityBody({ content: answered.content }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe(answered.content);
  });
});
