import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { smtpSettings } from '../../db/schema/mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const appInfo = (headers: Record<string, string> = {}, url = '/api/app-info') =>
  t.app.inject({ method: 'GET', url, headers });
const setSender = async (fromEmail: string | null) => {
  await t.db.update(smtpSettings).set({ fromEmail, smtpUser: 'usuario-secreto', smtpHost: 'smtp.exemplo.com.br' });
};

describe('GET /api/app-info: the support contact (docs/product.md#support-contact)', () => {
  it('null while the e-mail server has no sender address (or a blank one)', async () => {
    await setSender(null);
    expect((await appInfo()).json()).toEqual({ devSignIn: true, production: false, supportEmail: null });
    await setSender('   ');
    expect((await appInfo()).json().supportEmail).toBeNull();
  });

  it('the saved sender address, at once, and nothing else of the e-mail settings', async () => {
    await setSender(' suporte@neurobridge.com.br ');
    const res = await appInfo();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ devSignIn: true, production: false, supportEmail: 'suporte@neurobridge.com.br' });
    expect(res.body).not.toMatch(/usuario-secreto|smtp\.exemplo/);
  });

  it('anyone may read it, signed in or not; a query string changes nothing', async () => {
    await setSender('suporte@neurobridge.com.br');
    const parent = await createSignedInUser(t);
    const admin = await createAdminToken(t);
    const callers: Record<string, string>[] = [{}, { cookie: parent.cookie }, { cookie: `nb_admin=${admin}` }];
    for (const headers of callers) {
      const res = await appInfo(headers, '/api/app-info?supportEmail=x%40y.z');
      expect([res.statusCode, res.json().supportEmail]).toEqual([200, 'suporte@neurobridge.com.br']);
    }
  });
});
