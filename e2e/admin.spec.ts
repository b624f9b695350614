import { expect, test } from '@playwright/test';
import { ADMIN_USERNAME, submitAdminPassword, totpCodeFor } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/session';

/** The back-office's sign-in, second factor, dashboard and audit trail (docs/product.md#admin). */
test('the admin signs in, turns TOTP on, signs out and in with a code, and finds it all in the audit trail', async ({
  page,
}) => {
  // A wrong password first: the same answer as for an unknown user.
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar na administração' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await submitAdminPassword(page, 'senha-errada-123');
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas');

  await submitAdminPassword(page);
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();

  // 'Proteja sua conta': the secret on screen, a code from it, the recovery codes once.
  await page.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  const secret = await page.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Código do aplicativo').fill(await totpCodeFor(secret!));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas ativada' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByRole('heading', { name: 'Proteja sua conta' })).toBeHidden();

  // The numbers and every area: the first administrator is an owner, who reaches all 17
  // (features/admin/shell/admin-areas.ts, docs/product.md#admin-team-screens).
  const stats = page.getByRole('region', { name: 'Números da plataforma' });
  await expect(stats.getByRole('definition').first()).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByText('Usuários ativos (30 dias)')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Áreas da administração' }).getByRole('link')).toHaveCount(17);
  await expectNoSeriousA11yViolations(page);

  // The background work: the hourly clean-up ran when the server started, on the one job runner.
  await page.getByRole('link', { name: /Tarefas em segundo plano/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarefas em segundo plano' })).toBeVisible();
  const cleanUp = page
    .getByRole('table', { name: 'Tarefas' })
    .getByRole('row')
    .filter({ hasText: 'Limpeza de sessões' });
  await expect(cleanUp).toContainText('Concluída');
  await expect(cleanUp).toContainText('A cada hora');
  await expectNoSeriousA11yViolations(page);

  // The token is an HttpOnly cookie for /api/admin only: no script on the page can read it.
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'nb_admin');
  expect(cookie).toMatchObject({ path: '/api/admin', httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('nb_admin');
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  // Signing out revokes the token on the server and clears the cookie.
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL(/\/admin\/login$/);
  expect((await page.context().cookies()).filter((c) => c.name === 'nb_admin')).toEqual([]);
  const stale = await page.request.get('/api/admin/me', { headers: { cookie: `nb_admin=${cookie!.value}` } });
  expect(stale.status()).toBe(401);

  // In again, now with the code.
  await page.goto('/admin/login');
  await submitAdminPassword(page);
  await page.getByLabel('Código').fill(await totpCodeFor(secret!));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByText(`Conectado como ${ADMIN_USERNAME}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proteja sua conta' })).toBeHidden();

  // The audit trail: both sign-ins, the refused attempt, TOTP on, the sign-out; the chain holds.
  await page.getByRole('link', { name: /Trilha de auditoria/ }).click();
  await page.waitForURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trilha de auditoria' })).toBeVisible();
  await expect(page.getByText(/^Cadeia íntegra: \d+ registros verificados$/)).toBeVisible();
  const table = page.getByRole('table', { name: 'Registros' });
  // Other journeys may have written to the same trail: at least these entries, newest first.
  const rows = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(rows('Entrada na administração').first()).toBeVisible();
  expect(await rows('Entrada na administração').count()).toBeGreaterThanOrEqual(2);
  await expect(rows('Verificação em duas etapas ativada').first()).toBeVisible();
  await expect(rows('Saída da administração').first()).toBeVisible();
  await expect(rows('Tentativa de entrada recusada').first()).toContainText(`username: ${ADMIN_USERNAME}`);
  await expectNoSeriousA11yViolations(page);

  // Filtering by action.
  await page.getByLabel('Ação').selectOption({ label: 'Saída da administração' });
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(rows('Entrada na administração')).toHaveCount(0);
  await expect(rows('Saída da administração').first()).toBeVisible();

  // The back button, and the last area to land: a real screen, no 'Em breve' left.
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /Assistente de IA/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assistente de IA' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Seções do assistente' })).toBeVisible();
  await expect(page.getByText('Em breve')).toBeHidden();
});
