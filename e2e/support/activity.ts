import { expect, type Page } from '@playwright/test';

/** From the child's card, through the library filtered by category, into the named activity's game. */
export async function openActivityForChild(page: Page, category: string, title: string) {
  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  await page.getByLabel('Categoria').selectOption(category);
  // By the card's link, named after its exact title: another card's description may quote it
  // ('O jogo da memória com tempo marcado'), and cards are drawn a few at a time.
  await page.getByRole('link', { name: `Iniciar Atividade: ${title}`, exact: true }).click();
  await page.waitForURL(/\/activity\/\d+\?child=\d+$/);
  // The detail's own title (level 1): the library's cards and suggestions name it too.
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Começar' }).click();
}

/** The congratulations card shows the score and saves it; 'Continuar' shows it first on the child's page. */
export async function expectSavedFirst(page: Page, title: string, score: string) {
  const done = page.getByTestId('completion-card');
  await expect(done).toBeVisible({ timeout: 10_000 });
  await expect(done.getByText(`Pontuação: ${score}`)).toBeVisible();
  await expect(done.getByText('Progresso salvo.')).toBeVisible();
  await done.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  const first = page.getByTestId('recent-progress').getByRole('listitem').first();
  await expect(first).toContainText(title);
  await expect(first).toContainText('Concluído');
  await expect(first).toContainText(score);
}
