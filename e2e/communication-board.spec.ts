import { expect, test } from '@playwright/test';
import { childIdOf } from './support/games';
import { waitForWorker, waitUntilKept } from './support/offline';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { mockSpeech } from './support/speech';

// docs/product.md#communication-board: the parent makes the starter board from the child page; the
// child's taps build a sentence that 'Falar' says; a folder opens and 'Voltar' returns; a word added
// at an empty place moves none of the core words, on the screen and as the server keeps them.
test("'Minha prancha': the starter board, a spoken sentence through a folder, and a word added that moves nothing", async ({
  page,
}) => {
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'prancha', parent: 'Rita Lopes', child: 'Davi' });
  const childId = await childIdOf(page, 'Davi');

  await page.goto(`/child/${childId}`);
  await page.getByRole('link', { name: 'Minha prancha' }).click();
  await page.waitForURL(`/child/${childId}/prancha`);
  await expect(page.getByRole('heading', { level: 1, name: 'Prancha de Davi' })).toBeVisible();
  await page.getByRole('button', { name: 'Criar prancha inicial' }).click();
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // eu, quero, then the 'Comida' folder and água: the strip says the sentence.
  await page.getByRole('button', { name: 'eu', exact: true }).click();
  await page.getByRole('button', { name: 'quero', exact: true }).click();
  await page.getByRole('button', { name: 'Pasta: Comida' }).click();
  await expect(page.getByRole('heading', { name: 'Comida' })).toBeVisible();
  await page.getByRole('button', { name: 'água', exact: true }).click();
  const strip = page.getByRole('region', { name: 'Frase' });
  await expect(strip).toContainText('eu quero água');
  await strip.getByRole('button', { name: 'Falar' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text)),
    )
    .toEqual(['eu', 'quero', 'água', 'eu quero água']);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();

  // Where 'eu' is in the board's grid before a word is added beside it.
  const grid = page.getByRole('region', { name: 'Principal' });
  const eu = page.getByRole('button', { name: 'eu', exact: true });
  const placeOfEu = async () => {
    const [cell, box] = [await eu.boundingBox(), await grid.boundingBox()];
    return { x: cell!.x - box!.x, y: cell!.y - box!.y, width: cell!.width, height: cell!.height };
  };
  const before = await placeOfEu();
  await page.getByRole('button', { name: 'Editar prancha' }).click();
  await page.getByRole('button', { name: 'Adicionar palavra na linha 4, coluna 6' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova palavra' });
  await dialog.getByLabel('Palavra', { exact: true }).fill('mercado');
  await dialog.getByText('Mercado', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Mercado' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Salvar' }).dblclick();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Editar mercado' })).toBeVisible();
  await page.getByRole('button', { name: 'Concluir edição' }).click();
  expect(await placeOfEu()).toEqual(before);
  await page.getByRole('button', { name: 'mercado', exact: true }).click();
  await expect(strip).toContainText('mercado');

  // The server keeps it so: every device of the family reads the same places.
  const res = await page.request.get(`/api/children/${childId}/boards`);
  const { boards } = (await res.json()) as {
    boards: { name: string; cells: { row: number; col: number; label: string }[] }[];
  };
  expect(boards[0]!.cells.find((c) => c.row === 3 && c.col === 5)?.label).toBe('mercado');
  expect(boards[0]!.cells.find((c) => c.row === 0 && c.col === 0)?.label).toBe('eu');

  // The board as child mode's home: nothing but the board, after a reload too.
  await page.getByRole('button', { name: 'Abrir a prancha no modo criança' }).click();
  const layer = page.getByRole('region', { name: 'Modo criança' });
  await expect(layer).toBeVisible();
  await page.reload();
  await expect(layer).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Voltar ao/ })).toHaveCount(0);
  await page.goto(`/child/${childId}`);
  await page.waitForURL(`/child/${childId}/prancha`);
  await expect(layer).toBeVisible();
});

// docs/product.md#in-child-mode-and-offline: the board is a page of child mode started on the
// child's day; editing waits for a grown-up; without a connection the board opens again from the
// device, in child mode, and its folders still open and return. The app's worker is allowed here.
test.describe('in child mode and offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test("'Minha prancha' from the child's day: three words make a sentence, no edit control; offline it opens again and a folder opens and returns", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await mockSpeech(page);
    await newFamilyWithChild(page, { prefix: 'prancha.crianca', parent: 'Lúcia Prado', child: 'Caio' });
    const childId = await childIdOf(page, 'Caio');
    const started = await page.request.post(`/api/children/${childId}/boards/starter`, {
      headers: { 'Idempotency-Key': `e2e-prancha-crianca-${childId}` },
    });
    expect(started.status()).toBe(201);
    await waitForWorker(page);

    // Child mode on the child's day, then 'Minha prancha' there.
    await page.goto(`/child/${childId}/meu-dia`);
    await page.getByRole('button', { name: 'Abrir o Meu dia no modo criança' }).click();
    const layer = page.getByRole('region', { name: 'Modo criança' });
    await expect(layer).toBeVisible();
    await page.getByRole('link', { name: 'Minha prancha' }).click();
    await page.waitForURL(`/child/${childId}/prancha`);
    await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
    await expect(layer).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Editar prancha' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Editar (adulto: segure 3 segundos)' })).toBeVisible();

    for (const word of ['eu', 'quero', 'mais']) await page.getByRole('button', { name: word, exact: true }).click();
    const strip = page.getByRole('region', { name: 'Frase' });
    await expect(strip).toContainText('eu quero mais');
    await strip.getByRole('button', { name: 'Falar' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text)),
      )
      .toEqual(['eu', 'quero', 'mais', 'eu quero mais']);
    await expectNoSeriousA11yViolations(page);

    // Without a connection a reload opens the board again, in child mode, from the device.
    await waitUntilKept(page, ['Principal', 'Comida']);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
    await expect(layer).toBeVisible();
    await expect(page.getByText('Sem conexão: a edição volta quando a internet voltar.')).toBeVisible();
    await page.getByRole('button', { name: 'quero', exact: true }).click();
    await page.getByRole('button', { name: 'Pasta: Comida' }).click();
    await expect(page.getByRole('heading', { name: 'Comida' })).toBeVisible();
    await page.getByRole('button', { name: 'água', exact: true }).click();
    await expect(strip).toContainText('quero água');
    await strip.getByRole('button', { name: 'Falar' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken.map((s) => s.text)),
      )
      .toEqual(['quero', 'água', 'quero água']);
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao meu dia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meu dia' })).toBeVisible();
    await expect(layer).toBeVisible();
    await context.setOffline(false);
  });
});
