import { expect, test } from '@playwright/test';
import { grantFullAccess } from './support/db';
import {
  acceptTerms,
  expectNoSeriousA11yViolations,
  signIn,
  startTrial,
  uniqueEmail,
  newFamilyWithChild,
} from './support/session';

test('library → filter → detail → play the emotion game → congratulations → progress on the child page', async ({
  page,
}) => {
  await newFamilyWithChild(page, { prefix: 'pai', parent: 'Paulo Reis', child: 'Nina' });

  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  await expect(page.getByRole('heading', { name: 'Atividades para Nina' })).toBeVisible();
  await expect(page.getByText('No teste grátis você tem 10 atividades liberadas.', { exact: false })).toBeVisible();
  // The age filter starts at Nina's age group (no birth date: up to 8 years); every age: the whole catalogue.
  await expect(page.getByLabel('Idade', { exact: true })).toHaveValue('child');
  await expect(page.getByText('Pela idade de Nina.')).toBeVisible();
  await expect(page.getByText(/^\d+ atividades$/)).toBeVisible();
  await expect(page.getByText('111 atividades')).toHaveCount(0);
  await page.getByLabel('Idade', { exact: true }).selectOption('all');
  await expect(page.getByText('111 atividades')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filters: the level waits for a specialization and resets when it changes.
  const level = page.getByLabel('Nível de suporte');
  await expect(level).toBeDisabled();
  await page.getByLabel('Especialização').selectOption('tea');
  await expect(level).toBeEnabled();
  await level.selectOption('2');
  await page.getByLabel('Especialização').selectOption('all');
  await expect(level).toBeDisabled();
  await expect(level).toHaveValue('all');
  await page.getByLabel('Categoria').selectOption('social_skills');
  const cards = page.getByTestId('activity-card');
  await expect(cards.first()).toContainText('Habilidades Sociais');
  expect(await cards.filter({ hasNotText: 'Habilidades Sociais' }).count()).toBe(0);

  const card = cards.filter({ hasText: 'Como eles se sentem?' });
  await card.getByRole('link', { name: /Iniciar Atividade/ }).click();
  await page.waitForURL(/\/activity\/\d+\?child=\d+$/);
  await expect(page.getByRole('heading', { name: 'Como eles se sentem?', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Quem vai jogar?')).toHaveValue(/\d+/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Começar' }).click();

  // Headless Chromium has no voices: the phrase is shown large and the grown-up is told once.
  await expect(page.getByText('Este aparelho não tem uma voz em português.', { exact: false })).toBeVisible();
  await expect(page.getByText('Pergunta 1 de 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Pergunta ${n} de 5`)).toBeVisible();
    const options = page.getByRole('group').getByRole('button');
    await expect(options).toHaveCount(4);
    await options.first().click();
    await expect(page.getByRole('status').filter({ hasText: /Muito bem!|Quase lá!/ })).toBeVisible();
    await expect(options.first()).toBeDisabled();
  }

  const done = page.getByTestId('completion-card');
  await expect(done).toBeVisible({ timeout: 10_000 });
  const scoreText = await done.getByText(/^Pontuação: \d+%$/).textContent();
  // The completion words follow the score (docs/product.md#completion).
  const percent = Number(/\d+/.exec(scoreText!)![0]);
  const words = percent >= 80 ? 'Parabéns!' : percent >= 40 ? 'Muito bem!' : 'Vamos tentar de novo?';
  await expect(done.getByRole('heading', { name: words })).toBeVisible();
  // Seconds timed by the player, rounded once: a short game reads '< 1 min' (docs/product.md#time-shown).
  await expect(done.getByText(/^Tempo: (< 1|1) min$/)).toBeVisible();
  await expect(done.getByText('Progresso salvo.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await done.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  const recent = page.getByTestId('recent-progress');
  await expect(recent.getByRole('listitem').first()).toContainText('Como eles se sentem?');
  await expect(recent.getByRole('listitem').first()).toContainText('Concluído');
  await expect(recent.getByRole('listitem').first()).toContainText(scoreText!.replace('Pontuação: ', 'Pontuação: '));
  await expect(page.getByText('Concluídas').locator('..')).toContainText('1');
});

test('a locked activity shows how to unlock it and cannot be started', async ({ page }) => {
  await signIn(page, uniqueEmail('mae'), 'Rita');
  await acceptTerms(page);
  await startTrial(page);
  await page.goto('/activities');
  const locked = page
    .getByTestId('activity-card')
    .filter({ has: page.getByLabel('Bloqueada') })
    .first();
  await expect(locked).toContainText('Disponível');
  await locked.getByRole('link', { name: /Iniciar Atividade/ }).click();
  await page.waitForURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Começar' })).toHaveCount(0);
  await expect(page.getByText(/Disponível (em todos os planos pagos|a partir do)/)).toBeVisible();
});

test('a family with full access sees every activity unlocked', async ({ page }) => {
  const email = uniqueEmail('familia');
  await signIn(page, email, 'Família Souza');
  await acceptTerms(page);
  await startTrial(page);
  await grantFullAccess(email);
  await page.goto('/activities');
  await expect(page.getByText('Todas as 111 atividades estão liberadas.')).toBeVisible();
  await expect(page.getByTestId('activity-card').filter({ has: page.getByLabel('Bloqueada') })).toHaveCount(0);
});
