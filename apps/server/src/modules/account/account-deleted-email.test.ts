import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox, emailTemplates } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import { accountDeletedEmail } from '../mail/templates';

// The account_deleted e-mail (docs/product.md#account-deleted-e-mail).
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(emailOutbox);
  await t.db.update(emailTemplates).set({ isEnabled: true }).where(eq(emailTemplates.templateType, 'account_deleted'));
  token = await createAdminToken(t);
});

const notices = () => t.db.select().from(emailOutbox).where(eq(emailOutbox.templateType, 'account_deleted'));
const deleteOwn = (cookie: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { confirmation: 'EXCLUIR' } });
const deleteByAdmin = (id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: { cookie: `nb_admin=${token}` } });

describe('the account_deleted e-mail', () => {
  it('goes to the address of a person who deleted their own account, naming nothing of it', async () => {
    const parent = await createSignedInUser(t, { fullName: 'Marta <b>Souza</b>', email: 'Marta.Souza@Example.com' });
    await createChild(t.db, parent.user.id, { name: 'Ana Beatriz' });
    // An e-mail queued before to the same address goes with the account.
    await t.db.insert(emailOutbox).values({
      toEmail: 'marta.souza@example.com',
      templateType: 'admin_notification',
      subject: 'Olá, Marta',
      bodyText: 'Olá, Marta',
    });

    expect((await deleteOwn(parent.cookie)).statusCode).toBe(204);

    const rows = await t.db.select().from(emailOutbox);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      toEmail: 'Marta.Souza@Example.com',
      templateType: 'account_deleted',
      subject: 'Sua conta no NeuroBridge foi excluída',
      status: 'pending',
      secretsEnc: null,
    });
    expect(mail!.bodyText).toBe(
      [
        'Olá!',
        'Como você pediu, a sua conta no NeuroBridge foi excluída.',
        'Foram apagados para sempre o seu perfil e tudo o que era seu neste serviço. Ficam guardados apenas os registros de pagamento, como a lei exige, sem ligação com a conta.',
        'Se você entrar de novo com este e-mail, uma conta nova e vazia será criada.',
        'Se não foi você quem pediu a exclusão, fale com a administração do NeuroBridge.',
        'Equipe NeuroBridge',
      ].join('\n\n'),
    );
    for (const body of [mail!.bodyText, mail!.bodyHtml!, mail!.subject]) {
      expect(body).not.toMatch(/Marta|Souza|Ana Beatriz/);
    }
    expect(mail!.bodyHtml).toContain('<p>Como você pediu, a sua conta no NeuroBridge foi excluída.</p>');
  });

  it("says the administration deleted it when the admin did, in the deletion's commit", async () => {
    const person = await createSignedInUser(t, { email: 'pessoa@example.com' });
    expect((await deleteByAdmin(person.user.id)).statusCode).toBe(204);
    const [mail] = await notices();
    expect(mail).toMatchObject({ toEmail: 'pessoa@example.com', subject: 'Sua conta no NeuroBridge foi excluída' });
    expect(mail!.bodyText).toContain('A sua conta no NeuroBridge foi excluída pela administração.');
    expect(mail!.bodyText).toContain('Se tiver dúvidas, fale com a administração do NeuroBridge.');
    expect(mail!.bodyText).not.toContain('Como você pediu');

    // No deletion, no e-mail.
    expect((await deleteByAdmin(person.user.id)).statusCode).toBe(404);
    expect(await notices()).toHaveLength(1);
  });

  it('is not queued while the admin has the template switched off; the account is deleted anyway', async () => {
    const off = await t.app.inject({
      method: 'POST',
      url: adminEmailApi.saveTemplates.path,
      headers: { cookie: `nb_admin=${token}` },
      payload: { templates: [{ template_type: 'account_deleted', is_enabled: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    const parent = await createSignedInUser(t);
    expect((await deleteOwn(parent.cookie)).statusCode).toBe(204);
    expect(await t.db.select().from(users).where(eq(users.id, parent.user.id))).toEqual([]);
    expect(await notices()).toEqual([]);
  });

  it('is among the templates the admin switches, after the ones before it, with its name and description', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: adminEmailApi.templates.path,
      headers: { cookie: `nb_admin=${token}` },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ templates: { template_type: string }[] }>().templates;
    // Templates added later come after it.
    expect(list.map((x) => x.template_type).slice(0, 7)).toEqual([
      'professional_invitation',
      'trial_ending',
      'payment_confirmed',
      'subscription_ending',
      'subscription_ended',
      'admin_notification',
      'account_deleted',
    ]);
    expect(list[6]).toEqual({
      template_type: 'account_deleted',
      template_name: 'Conta excluída',
      description: 'Aviso à pessoa cuja conta foi excluída, por ela mesma ou pela administração.',
      is_enabled: true,
    });
  });

  it('is HTML and text with the same paragraphs', () => {
    const mail = accountDeletedEmail({ by: 'admin' });
    expect(mail.html.startsWith('<!doctype html><html lang="pt-BR">')).toBe(true);
    const paragraphs = mail.text.split('\n\n');
    expect(mail.html.match(/<p>/g)).toHaveLength(paragraphs.length);
    for (const p of paragraphs) expect(mail.html).toContain(`<p>${p}</p>`);
  });
});
