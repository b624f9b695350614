import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sql } from './support/db';
import { expectNoSeriousA11yViolations, newFamilyWithChild, signIn, uniqueEmail } from './support/session';

/**
 * An administrator with a live token, arranged in the database (the admin sign-in has its own
 * journey): the token goes into the browser as the HttpOnly `nb_admin` cookie the sign-in sets.
 */
async function adminPage(browser: Browser): Promise<Page> {
  const token = randomBytes(32).toString('base64url');
  const username = `e2e-users-${randomBytes(4).toString('hex')}`;
  const [admin] = await sql(`insert into admins (username, password_hash) values ($1, 'x') returning id`, [username]);
  await sql(`insert into admin_tokens (admin_id, token_hash, expires_at) values ($1, $2, now() + interval '1 hour')`, [
    admin.id,
    createHash('sha256').update(token).digest('hex'),
  ]);
  const context = await browser.newContext({ acceptDownloads: true });
  const { origin } = new URL(test.info().project.use.baseURL!);
  await context.addCookies([
    { name: 'nb_admin', value: token, url: `${origin}/api/admin`, httpOnly: true, sameSite: 'Strict' },
  ]);
  return context.newPage();
}

async function search(admin: Page, text: string) {
  await admin.getByLabel('Buscar por nome ou e-mail').fill(text);
  await expect(admin.getByText('1 usuário encontrado')).toBeVisible();
}

test('the admin finds a parent, grants free access, suspends and reactivates, exports, deletes another user and reads the progress', async ({
  browser,
}) => {
  // A family with a child, whose page stays open in its own browser.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  const email = await newFamilyWithChild(parent, { prefix: 'familia.admin', parent: 'Rita Moura', child: 'Caio' });
  // Another account, to be deleted.
  const otherContext = await browser.newContext();
  const otherEmail = uniqueEmail('apagar');
  await signIn(await otherContext.newPage(), otherEmail, 'Otávio Apagado');
  await otherContext.close();

  const admin = await adminPage(browser);
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Gerenciar usuários' })).toBeVisible();
  await expect(admin.getByText(/usuários? encontrados?/)).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Find the parent by e-mail and open the detail.
  await search(admin, email);
  const row = admin.getByRole('row', { name: /Rita Moura/ });
  await expect(row).toContainText('Ativo');
  await admin.getByRole('button', { name: 'Ver detalhes de Rita Moura' }).click();
  const detail = admin.getByRole('dialog', { name: 'Detalhes do Usuário' });
  await expect(detail.getByText('Estatísticas de uso')).toBeVisible();
  await expect(detail.getByText('Teste gratuito', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  // Free access: the parent's library unlocks all 111 at once.
  await detail.getByRole('button', { name: 'Liberar Acesso Gratuito' }).click();
  await detail.getByRole('button', { name: 'Liberar acesso' }).click();
  await expect(admin.getByText('Acesso gratuito liberado por 12 meses!')).toBeVisible();
  await expect(detail.getByText(/Acesso liberado \(Admin\) até/)).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  await parent.goto('/activities');
  await expect(parent.getByText('Todas as 111 atividades estão liberadas.')).toBeVisible();

  // Suspend, with a reason: the parent's open page says so without a reload (when its tab comes
  // back), and again after a reload (docs/product.md#suspension).
  await admin.getByRole('button', { name: 'Suspender a conta de Rita Moura' }).click();
  const ask = admin.getByRole('dialog', { name: 'Suspender a conta de Rita Moura?' });
  await ask.getByLabel('Motivo da suspensão').fill('Conta usada por outra pessoa');
  await ask.getByRole('button', { name: 'Suspender conta' }).click();
  await expect(admin.getByText('Conta suspensa com sucesso!')).toBeVisible();
  await expect(row).toContainText('Suspenso');
  await parent.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await parent.waitForURL((url) => url.pathname === '/conta-suspensa');
  await expect(parent.getByRole('heading', { level: 1, name: 'Sua conta foi suspensa' })).toBeVisible();
  await expect(parent.getByRole('alert')).toContainText('Sua conta foi suspensa.');
  await parent.reload();
  await expect(parent.getByRole('heading', { level: 1, name: 'Sua conta foi suspensa' })).toBeVisible();

  // Reactivate.
  await admin.getByRole('button', { name: 'Reativar a conta de Rita Moura' }).click();
  await expect(admin.getByText('Conta reativada com sucesso!')).toBeVisible();
  await expect(row).toContainText('Ativo');

  // Export: a file, fetched with the bearer header.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^neurobridge_usuarios_\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFid;nome;e-mail;telefone;data de cadastro;crianças;atividades concluídas;situação;assinatura;papel',
  );
  expect(text).toContain(email);

  // Delete the other account through the dialog.
  await search(admin, otherEmail);
  await admin.getByRole('button', { name: 'Excluir a conta de Otávio Apagado' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Excluir usuário' });
  await expect(confirm).toContainText('Esta ação não pode ser desfeita');
  await confirm.getByRole('button', { name: 'Excluir usuário' }).click();
  await expect(admin.getByText('Usuário excluído com sucesso!')).toBeVisible();
  await expect(admin.getByText('Nenhum usuário encontrado')).toBeVisible();
  expect(await sql('select id from users where email = $1', [otherEmail])).toEqual([]);

  // The parent's progress page shows the child.
  await search(admin, email);
  await admin.getByRole('button', { name: 'Ver detalhes de Rita Moura' }).click();
  await admin.getByRole('link', { name: 'Ver progresso detalhado' }).click();
  await admin.waitForURL(/\/admin\/user\/\d+\/progress$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Progresso de Rita Moura' })).toBeVisible();
  const caio = admin.getByRole('region', { name: 'Caio' });
  await expect(caio.getByText('Nenhuma atividade registrada ainda')).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('link', { name: 'Voltar para usuários' }).click();
  await admin.waitForURL(/\/admin\/users$/);

  // The audit trail has every action, and its chain holds.
  await admin.goto('/admin/audit');
  await expect(admin.getByText(/^Cadeia íntegra: \d+ registros verificados$/)).toBeVisible();
  const trail = admin.getByRole('table', { name: 'Registros' });
  for (const action of [
    'Acesso gratuito liberado',
    'Conta suspensa',
    'Conta reativada',
    'Usuários exportados (CSV)',
    'Conta excluída pela administração',
  ]) {
    await expect(trail.getByText(action, { exact: true }).first()).toBeVisible();
  }

  await parentContext.close();
  await admin.context().close();
});
