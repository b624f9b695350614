import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { acceptTerms, expectNoSeriousA11yViolations, signIn, startTrial, uniqueEmail } from './support/session';

// An owner publishes terms 1.1 and a signed-in parent is asked again, with the summary of what
// changed first (docs/product.md#admin-terms, docs/product.md#consent-gate).

const NEW = '1.1';
const TITLE = 'Termos de Uso e Privacidade do NeuroBridge';
const TEXT = [
  '## 1. Sobre o NeuroBridge',
  'O NeuroBridge é uma plataforma de atividades para crianças com TEA e TDAH.',
  '',
  '## 2. Com quem compartilhamos',
  'Compartilhamos dados apenas com:',
  '- os profissionais que você convidar;',
  '- o Mercado Pago, para processar pagamentos.',
  '',
  '!Consentimento específico para dados de crianças (LGPD, Art. 14)',
  'Ao aceitar, você consente com o tratamento dos dados das crianças que cadastrar.',
  '',
  'Ao clicar em "Aceito", você declara que leu e concorda com estes termos.',
].join('\n');
const SUMMARY = 'Agora dizemos com quem compartilhamos os dados:\n- profissionais convidados\n- Mercado Pago';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

// The journeys after this one expect the built-in 1.0 alone: put it back even if this one fails
// midway, and tell the server, which keeps its settings for a few seconds (the publication's own
// notice, docs/product.md#several-servers).
test.afterAll(async () => {
  await sql(`update app_settings set value = '1.0' where key = 'terms_version'`);
  await sql(`delete from terms_versions where version = $1`, [NEW]);
  await sql(`select pg_notify('session_changes', 'settings')`);
});

test('an owner writes terms 1.1, previews and publishes them → a signed-in parent accepts them, summary first', async ({
  browser,
  page: admin,
}) => {
  const familyContext = await browser.newContext();
  const parent = await familyContext.newPage();
  const email = uniqueEmail('termos.publicados');
  await signIn(parent, email, 'Rita Termos');
  await acceptTerms(parent);
  await startTrial(parent);
  await expect(parent.getByRole('heading', { level: 1 })).toBeVisible();

  await signInAsAdmin(admin);
  await admin
    .getByRole('link', { name: /Termos de uso/ })
    .first()
    .click();
  await admin.waitForURL(/\/admin\/termos$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await expect(admin.getByTestId('terms-current')).toHaveText('1.0');
  await expect(admin.getByRole('row', { name: /Versão original/ })).toBeVisible();

  // The form starts at the next number; the draft is kept across a reload.
  await expect(admin.getByLabel('Número da versão')).toHaveValue(NEW);
  await admin.getByLabel('Título').fill(TITLE);
  await admin.getByLabel('Texto dos termos').fill(TEXT);
  await admin.getByLabel('Resumo do que mudou').fill(SUMMARY);
  await admin.reload();
  await expect(admin.getByLabel('Texto dos termos')).toHaveValue(TEXT);
  await expectNoSeriousA11yViolations(admin);

  // The preview is the families' modal: the summary first, then the text with its headings, list and consent.
  await admin.getByRole('button', { name: 'Pré-visualizar' }).click();
  const preview = admin.getByRole('dialog', { name: 'Termos de Uso e Privacidade' });
  await expect(preview.getByRole('note')).toContainText('verão a versão 1.1');
  await expect(preview.getByRole('region', { name: 'O que mudou nesta versão' })).toContainText('Mercado Pago');
  await expect(preview.getByRole('heading', { name: '2. Com quem compartilhamos' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'os profissionais que você convidar;' })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  await admin.getByRole('button', { name: 'Publicar versão' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Publicar a versão 1.1?' });
  await expect(confirm).toContainText(
    'Todas as famílias e profissionais precisarão aceitar a versão 1.1 na próxima vez que usarem o NeuroBridge.',
  );
  await confirm.getByRole('button', { name: 'Publicar', exact: true }).dblclick();
  await expect(admin.getByText('Versão 1.1 publicada. Todos precisarão aceitá-la no próximo acesso.')).toBeVisible();
  await expect(admin.getByTestId('terms-current')).toHaveText(NEW);
  const published = await sql(`select text, text_hash from terms_versions where version = $1`, [NEW]);
  expect(published).toEqual([{ text: TEXT, text_hash: sha256(TEXT) }]);

  // A past version stays readable.
  await admin.getByRole('button', { name: 'Ler a versão 1.0' }).click();
  const old = admin.getByRole('dialog', { name: 'Versão 1.0 dos termos' });
  await expect(old).toContainText('Consentimento específico para dados de crianças (LGPD, Art. 14)');
  await admin.keyboard.press('Escape');

  // The parent's next visit opens the terms again: what changed first.
  await parent.goto('/activities');
  const dialog = parent.getByRole('dialog', { name: 'Termos de Uso e Privacidade' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Versão 1.1');
  const changes = dialog.getByRole('region', { name: 'O que mudou nesta versão' });
  await expect(changes).toContainText('Desde a versão 1.0, que você aceitou.');
  await expect(changes.getByRole('listitem')).toHaveText(['profissionais convidados', 'Mercado Pago']);
  await expect(changes).toBeFocused();
  await expect(dialog.getByTestId('terms-text').getByRole('heading', { name: TITLE })).toBeVisible();
  await expectNoSeriousA11yViolations(parent);
  await acceptTerms(parent);

  const rows = await sql(
    `select terms_version, text_hash from terms_acceptances
     where user_id = (select id from users where email = $1) and terms_version in ('1.0', '1.1') order by id`,
    [email],
  );
  expect(rows.map((r) => r.terms_version)).toEqual(['1.0', NEW]);
  expect(rows[1]!.text_hash).toBe(sha256(TEXT));

  // The screen behind the modal fills in, and the next visit asks nothing.
  await expect(parent.getByRole('heading', { level: 1, name: /Atividades/ })).toBeVisible();
  await parent.reload();
  await expect(parent.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  await familyContext.close();
});
