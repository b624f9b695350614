import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  addChild,
  expectNoSeriousA11yViolations,
  signIn,
  startTrial,
  uniqueEmail,
} from './support/session';
import { mockSpeech, spokenTexts } from './support/speech';

const TITLE = 'Letras de A a E'; // free catalogue activity: { type: 'letter_matching', letters: A–E }

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

test('letters: for each of A–E pick the word that starts with it → 100%, saved and listed on the child page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await mockSpeech(page);
  await signIn(page, uniqueEmail('letras'), 'Lia Prado');
  await acceptTerms(page);
  await startTrial(page);
  await addChild(page, 'Bia');
  await openFromLibrary(page, 'language', TITLE);
  // The game's own region: the page also has toasts with role status.
  const game = page.getByRole('region', { name: TITLE });

  const options = game.getByRole('group', { name: /^Qual palavra começa com a letra/ }).getByRole('button');
  await expect(page.getByText('Pergunta 1 de 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const asked: string[] = [];
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Pergunta ${n} de 5`)).toBeVisible();
    await expect(options).toHaveCount(4);
    const letter = (await page.getByTestId('letter-shown').getAttribute('data-letter'))!;
    asked.push(letter);
    await expect(page.getByText(`Qual palavra começa com a letra ${letter}?`)).toBeVisible();
    // Exactly one word on offer starts with the letter.
    const right = options.filter({ hasText: new RegExp(`^${letter}`) });
    await expect(right).toHaveCount(1);
    await right.click();
    await expect(game.getByRole('status')).toHaveText('Muito bem!');
    await expect(options.first()).toBeDisabled();
    await expect
      .poll(async () => (await spokenTexts(page)).map((s) => s.text))
      .toContain(`Qual palavra começa com a letra ${letter}?`);
  }
  expect(asked).toEqual(['A', 'B', 'C', 'D', 'E']);

  const done = page.getByTestId('completion-card');
  await expect(done).toBeVisible({ timeout: 10_000 });
  await expect(done.getByText('Pontuação: 100%')).toBeVisible();
  await expect(done.getByText('Progresso salvo.')).toBeVisible();

  await done.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  const first = page.getByTestId('recent-progress').getByRole('listitem').first();
  await expect(first).toContainText(TITLE);
  await expect(first).toContainText('Concluído');
  await expect(first).toContainText('100%');
});
