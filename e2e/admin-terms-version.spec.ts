import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { acceptTerms, signIn, startTrial, uniqueEmail } from './support/session';

// Changing the terms version makes every user accept the new terms at their next request
// (docs/product.md#admin-app-settings). The product publishes one text (1.0), so the journey starts
// from the state before it: the product on an earlier version 0.9, which this family accepted.

const PUBLISHED = '1.0';
const EARLIER = '0.9';

// Other journeys expect the published version: put it back even if this one fails midway.
test.afterAll(async () => {
  await sql(`update app_settings set value = $1 where key = 'terms_version'`, [PUBLISHED]);
});

test('the admin changes the terms version → a signed-in parent is asked to accept again', async ({
  browser,
  page: admin,
}) => {
  const familyContext = await browser.newContext();
  const parent = await familyContext.newPage();
  const email = uniqueEmail('termos.versao');
  await signIn(parent, email, 'Rita Termos');
  await acceptTerms(parent);
  await startTrial(parent);

  // Arranged: the product was on 0.9 and this family accepted that version.
  await sql(`update app_settings set value = $1 where key = 'terms_version'`, [EARLIER]);
  await sql(`update terms_acceptances set terms_version = $1 where user_id = (select id from users where email = $2)`, [
    EARLIER,
    email,
  ]);
  // The server re-reads its settings within seconds (docs/product.md#several-servers).
  await expect
    .poll(async () => (await (await parent.request.get('/api/terms/check')).json()) as unknown, { timeout: 15_000 })
    .toEqual({ hasAccepted: true, terms_version: EARLIER });

  await signInAsAdmin(admin);
  await admin.getByRole('link', { name: /Configurações gerais/ }).click();
  await admin.waitForURL(/\/admin\/app-settings$/);
  const version = admin.getByLabel('Versão dos termos');
  await expect(version).toHaveValue(EARLIER);
  await version.fill(PUBLISHED);
  await admin.getByRole('button', { name: 'Salvar' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Mudar a versão dos termos?' });
  await expect(confirm).toContainText(`Versão atual: ${EARLIER}. Nova versão: ${PUBLISHED}.`);
  await confirm.getByRole('button', { name: 'Mudar e salvar' }).click();
  await expect(admin.getByText('Configurações salvas com sucesso!').first()).toBeVisible();

  // The parent's open page asks again when it comes back into view, without a reload.
  await expect(parent.getByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeHidden();
  await parent.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await acceptTerms(parent);
  const rows = await sql(
    `select terms_version from terms_acceptances where user_id = (select id from users where email = $1) order by id`,
    [email],
  );
  expect(rows.map((r) => r.terms_version)).toEqual([EARLIER, PUBLISHED]);

  // And at the next visit nothing is asked.
  await parent.reload();
  await expect(parent.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(parent.getByRole('dialog', { name: 'Termos de Uso e Privacidade' })).toBeHidden();
  await familyContext.close();
});
