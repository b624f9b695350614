import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailTemplates } from '../schema/mail';
import { seedDefaults } from './defaults';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedDefaults on an existing database', () => {
  it('adds the e-mail templates it lacks and keeps what the admin changed', async () => {
    const added = ['subscription_ending', 'subscription_ended'];
    await t.db.delete(emailTemplates).where(inArray(emailTemplates.templateType, added));
    await t.db
      .update(emailTemplates)
      .set({ isEnabled: false, templateName: 'Aviso do teste' })
      .where(eq(emailTemplates.templateType, 'trial_ending'));

    await seedDefaults(t.db);

    const rows = await t.db.select().from(emailTemplates);
    const byType = new Map(rows.map((r) => [r.templateType, r]));
    expect(byType.get('subscription_ending')).toMatchObject({
      templateName: 'Fim da assinatura em breve',
      description: 'Aviso quando faltam 3 dias para o fim do plano.',
      isEnabled: true,
    });
    expect(byType.get('subscription_ended')).toMatchObject({
      templateName: 'Assinatura encerrada',
      description: 'Aviso quando o teste ou o plano termina.',
      isEnabled: true,
    });
    expect(byType.get('trial_ending')).toMatchObject({ templateName: 'Aviso do teste', isEnabled: false });
  });
});
