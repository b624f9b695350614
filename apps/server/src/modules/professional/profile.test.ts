import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { professionalProfiles } from '../../db/schema/professionals';
import { createAccount } from './professional-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/professional/profile';
const get = (cookie: string) => t.app.inject({ method: 'GET', url: URL, headers: { cookie } });
const put = (cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload: payload as object });
const stored = async (userId: number) =>
  (await t.db.select().from(professionalProfiles).where(eq(professionalProfiles.userId, userId)))[0]!;

async function professional() {
  const pro = await createAccount(t, 'professional');
  await t.db
    .update(professionalProfiles)
    .set({ professionalType: 'speech_therapist', organizationName: 'Clínica Sol', crefitoNumber: 'CRFa 123' })
    .where(eq(professionalProfiles.userId, pro.user.id));
  return pro;
}

describe('GET/PUT /api/professional/profile (docs/product.md#professional-profile)', () => {
  it('shows the professional their type, organization and registration number', async () => {
    const pro = await professional();
    const res = await get(pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      professional_type: 'speech_therapist',
      organization_name: 'Clínica Sol',
      crefito_number: 'CRFa 123',
    });
  });

  it('changes them, trimmed, blank as none', async () => {
    const pro = await professional();
    const res = await put(pro.cookie, {
      professional_type: 'psychologist',
      organization_name: '  Instituto Lua ',
      crefito_number: '   ',
    });
    expect(res.statusCode).toBe(200);
    const changed = { professional_type: 'psychologist', organization_name: 'Instituto Lua', crefito_number: null };
    expect(res.json()).toEqual(changed);
    expect((await get(pro.cookie)).json()).toEqual(changed);
    expect(await stored(pro.user.id)).toMatchObject({ role: 'professional', professionalType: 'psychologist' });
  });

  it('a parent who also accepted an invitation has the section too, and stays a parent', async () => {
    const both = await createAccount(t, 'parent');
    await t.db
      .update(professionalProfiles)
      .set({ professionalType: 'AT' })
      .where(eq(professionalProfiles.userId, both.user.id));
    await t.app.syncSessionChanges();
    expect((await get(both.cookie)).json()).toMatchObject({ professional_type: 'AT' });
    const res = await put(both.cookie, { professional_type: 'pedagogue' });
    expect(res.json()).toEqual({ professional_type: 'pedagogue', organization_name: null, crefito_number: null });
    expect(await stored(both.user.id)).toMatchObject({ role: 'parent', professionalType: 'pedagogue' });
  });

  it.each([
    ['no type', { organization_name: 'X' }, 'Por favor, selecione o tipo de profissional.'],
    ['an unknown type', { professional_type: 'wizard' }, 'Por favor, selecione o tipo de profissional.'],
    [
      'an organization over 200 characters',
      { professional_type: 'AT', organization_name: 'a'.repeat(201) },
      'O nome da organização pode ter no máximo 200 caracteres.',
    ],
    [
      'a registration number over 50 characters',
      { professional_type: 'AT', crefito_number: '1'.repeat(51) },
      'O número de registro pode ter no máximo 50 caracteres.',
    ],
    ['another field', { professional_type: 'AT', role: 'admin' }, undefined],
    [
      'a number for a text',
      { professional_type: 'AT', organization_name: 5 },
      'O nome da organização pode ter no máximo 200 caracteres.',
    ],
  ])('refuses %s with a pt-BR 400 and changes nothing', async (_name, body, message) => {
    const pro = await professional();
    const before = await stored(pro.user.id);
    const res = await put(pro.cookie, body);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toEqual({ error: message });
    else expect(res.json().error).toMatch(/^Campo/);
    expect(await stored(pro.user.id)).toEqual(before);
  });

  it('a parent-only account, or one without a role, gets 403 and nothing is written; no session, 401', async () => {
    const parent = await createAccount(t, 'parent');
    const fresh = await createSignedInUser(t);
    for (const account of [parent, fresh]) {
      expect((await get(account.cookie)).statusCode).toBe(403);
      const res = await put(account.cookie, { professional_type: 'AT' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Esta área é só para profissionais.' });
    }
    expect(await stored(parent.user.id)).toMatchObject({ professionalType: null });
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });

  it('each professional changes only their own', async () => {
    const one = await professional();
    const other = await professional();
    await put(one.cookie, { professional_type: 'other' });
    expect((await get(other.cookie)).json()).toMatchObject({ professional_type: 'speech_therapist' });
  });
});
