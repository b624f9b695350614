import {
  PARENT_SENDS_NO_PROFESSIONAL_INFO,
  ROLE_ALREADY_CHOSEN,
  SELECT_PROFESSIONAL_TYPE,
} from '@neurobridge/shared/api/onboarding';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { signIn } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { professionalProfiles } from '../../db/schema/professionals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/onboarding/complete';
const profilesOf = (userId: number) =>
  t.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId));

function complete(headers: Record<string, string>, payload: unknown) {
  return t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
}

async function me(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('who may complete onboarding', () => {
  it('anonymous callers and admin bearer tokens are refused, and nothing is written', async () => {
    const before = await t.db.select().from(professionalProfiles);
    expect((await complete({}, { role: 'parent' })).statusCode).toBe(401);
    const admin = await createAdminToken(t);
    expect((await complete({ cookie: `nb_admin=${admin}` }, { role: 'parent' })).statusCode).toBe(401);
    expect(await t.db.select().from(professionalProfiles)).toHaveLength(before.length);
  });

  it('an account that already has a role gets 409, and its profile stays as it was', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect((await complete({ cookie }, { role: 'parent' })).statusCode).toBe(200);
    const again = await complete({ cookie }, { role: 'professional', professional_info: { professional_type: 'AT' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ROLE_ALREADY_CHOSEN });
    const rows = await profilesOf(user.id);
    expect(rows.map((r) => [r.role, r.professionalType])).toEqual([['parent', null]]);
  });

  it('a professional made by an invitation (a profile written elsewhere) cannot choose again', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await t.db.insert(professionalProfiles).values({ userId: user.id, role: 'professional', professionalType: 'AT' });
    await t.app.syncSessionChanges();
    expect((await me(cookie)).role).toBe('professional');
    const res = await complete({ cookie }, { role: 'parent' });
    expect(res.statusCode).toBe(409);
    expect((await profilesOf(user.id)).map((r) => r.role)).toEqual(['professional']);
  });
});

describe('choosing the role', () => {
  it('the sign-in answer carries the role: none for a new account, then the chosen one', async () => {
    const first = await signIn(t.app, { email: 'nova@example.com', name: 'Nova Conta' });
    expect(first.user.role).toBeNull();
    expect((await complete({ cookie: first.cookie }, { role: 'parent' })).statusCode).toBe(200);
    const again = await signIn(t.app, { email: 'nova@example.com', name: 'Nova Conta' });
    expect(again.user.role).toBe('parent');
  });

  it('a new account has no role; a parent chooses and users/me says so at once', async () => {
    const { user, cookie } = await createSignedInUser(t);
    expect((await me(cookie)).role).toBeNull();
    const res = await complete({ cookie }, { role: 'parent' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, role: 'parent' });
    expect((await me(cookie)).role).toBe('parent');
    const [row, ...more] = await profilesOf(user.id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ role: 'parent', professionalType: null, organizationName: null, crefitoNumber: null });
  });

  it('a professional stores the type, the organisation and the registration number (trimmed)', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await complete(
      { cookie },
      {
        role: 'professional',
        professional_info: {
          professional_type: 'speech_therapist',
          organization_name: '  Clínica Girassol ',
          crefito_number: 'CRFa 12345',
        },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('professional');
    expect((await me(cookie)).role).toBe('professional');
    const [row] = await profilesOf(user.id);
    expect(row).toMatchObject({
      role: 'professional',
      professionalType: 'speech_therapist',
      organizationName: 'Clínica Girassol',
      crefitoNumber: 'CRFa 12345',
      isVerified: false,
    });
  });

  it('the optional fields may be left out or blank', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await complete(
      { cookie },
      { role: 'professional', professional_info: { professional_type: 'other', organization_name: '   ' } },
    );
    expect(res.statusCode).toBe(200);
    const [row] = await profilesOf(user.id);
    expect(row).toMatchObject({ professionalType: 'other', organizationName: null, crefitoNumber: null });
  });

  it('a concurrent double submit creates one profile; the other answer is the 409', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const body = { role: 'professional', professional_info: { professional_type: 'AT' } };
    const answers = await Promise.all([complete({ cookie }, body), complete({ cookie }, body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await profilesOf(user.id)).toHaveLength(1);
  });
});

describe('bad input is refused with a pt-BR message and writes nothing', () => {
  const org201 = 'a'.repeat(201);
  const cases: [string, unknown, string | null][] = [
    ['no body fields', {}, 'Escolha como você vai usar o NeuroBridge.'],
    ['an unknown role', { role: 'admin' }, 'Escolha como você vai usar o NeuroBridge.'],
    ['a role of the wrong type', { role: 1 }, 'Escolha como você vai usar o NeuroBridge.'],
    ['a professional without information', { role: 'professional' }, SELECT_PROFESSIONAL_TYPE],
    ['a professional without a type', { role: 'professional', professional_info: {} }, SELECT_PROFESSIONAL_TYPE],
    [
      'an unknown professional type',
      { role: 'professional', professional_info: { professional_type: 'doctor' } },
      SELECT_PROFESSIONAL_TYPE,
    ],
    [
      'a parent with professional information',
      { role: 'parent', professional_info: { professional_type: 'AT' } },
      PARENT_SENDS_NO_PROFESSIONAL_INFO,
    ],
    ['a parent with null professional information', { role: 'parent', professional_info: null }, null],
    [
      'an organisation over 200 characters',
      { role: 'professional', professional_info: { professional_type: 'AT', organization_name: org201 } },
      'O nome da organização pode ter no máximo 200 caracteres.',
    ],
    [
      'a registration number over 50 characters',
      { role: 'professional', professional_info: { professional_type: 'AT', crefito_number: '1'.repeat(51) } },
      'O número de registro pode ter no máximo 50 caracteres.',
    ],
    [
      'an organisation of the wrong type',
      { role: 'professional', professional_info: { professional_type: 'AT', organization_name: 5 } },
      'O nome da organização pode ter no máximo 200 caracteres.',
    ],
    ['an unknown field', { role: 'parent', is_admin: true }, null],
    [
      'an unknown field in the information',
      { role: 'professional', professional_info: { professional_type: 'AT', is_verified: true } },
      null,
    ],
  ];

  it.each(cases)('%s', async (_name, payload, message) => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await complete({ cookie }, payload);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    if (message) expect(error).toBe(message);
    else expect(error).toEqual(expect.any(String));
    expect(await profilesOf(user.id)).toHaveLength(0);
    expect((await me(cookie)).role).toBeNull();
  });

  it('the longest organisation and registration number are accepted', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await complete(
      { cookie },
      {
        role: 'professional',
        professional_info: {
          professional_type: 'AT',
          organization_name: 'o'.repeat(200),
          crefito_number: '9'.repeat(50),
        },
      },
    );
    expect(res.statusCode).toBe(200);
  });
});
