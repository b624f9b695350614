import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  addChild,
  expectNoSeriousA11yViolations,
  signIn,
  startTrial,
  uniqueEmail,
} from './support/session';
import { mockSpeech } from './support/speech';

// Free catalogue activity: { type: 'social_scenario', scenarios: ['dividir_brinquedo', 'esperar_vez'] }
const TITLE = 'Minha vez, sua vez';

async function openFromLibrary(page: Page, category: string, title: string) {
  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  await page.getByLabel('Categoria').selectOption(category);
  await page
    .getByTestId('activity-card')
    .filter({ hasText: title })
    .getByRole('link', { name: /Iniciar Atividade/ })
    .click();
  await page.waitForURL(/\/activity\/\d+\?child=\d+$/);
  await page.getByRole('button', { name: 'Começar' }).click();
}

test('social: choose what to do in 2 situations, per-option feedback, score saved and listed on the child page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await mockSpeech(page);
  await signIn(page, uniqueEmail('social'), 'Sara Lima');
  await acceptTerms(page);
  await startTrial(page);
  await addChild(page, 'Davi');
  await openFromLibrary(page, 'social_skills', TITLE);
  // The game's own region: the page also has toasts with role status.
  const game = page.getByRole('region', { name: TITLE });

  await expect(page.getByText('Pergunta 1 de 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The options are shuffled and the best one is not exposed: pick the first, and learn from the
  // feedback whether it was the best (the best option is then marked 'Resposta certa').
  let best = 0;
  for (let n = 1; n <= 2; n++) {
    await expect(page.getByText(`Pergunta ${n} de 2`)).toBeVisible();
    const options = game.getByRole('group').getByRole('button');
    await expect(options).toHaveCount(4);
    await options.first().click();
    const status = game.getByRole('status');
    await expect(status).toHaveText(/^(Muito bem!|Vamos aprender!).+/);
    await expect(options.first()).toBeDisabled();
    await expect(options.filter({ hasText: 'Resposta certa' })).toHaveCount(1);
    if ((await status.textContent())!.startsWith('Muito bem!')) best += 1;
  }

  const done = page.getByTestId('completion-card');
  await expect(done).toBeVisible({ timeout: 10_000 });
  const score = `${Math.round((best / 2) * 100)}%`;
  await expect(done.getByText(`Pontuação: ${score}`)).toBeVisible();
  await expect(done.getByText('Progresso salvo.')).toBeVisible();

  await done.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  const first = page.getByTestId('recent-progress').getByRole('listitem').first();
  await expect(first).toContainText(TITLE);
  await expect(first).toContainText('Concluído');
  await expect(first).toContainText(score);
});
