import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

/** Adds the first activity the dialog offers to one slot; returns its title. */
async function addFirst(page: Page, slotLabel: string) {
  await page.getByRole('button', { name: `Adicionar atividade em ${slotLabel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Adicionar atividade — ${slotLabel}` });
  const first = dialog.getByRole('listitem').first().getByRole('button');
  await expect(dialog.getByText(/^Mostrando 8 de \d+ atividades\.$/)).toBeVisible();
  const title = (await first.locator('span > span').first().innerText()).replace(/,\s*$/, '').trim();
  await first.click();
  await expect(dialog).toBeHidden();
  return title;
}

/** Adds the activity found by its title to one slot. */
async function addByTitle(page: Page, slotLabel: string, title: string) {
  await page.getByRole('button', { name: `Adicionar atividade em ${slotLabel}` }).click();
  const dialog = page.getByRole('dialog', { name: `Adicionar atividade — ${slotLabel}` });
  await dialog.getByLabel('Buscar atividade').fill(title);
  await dialog.getByRole('listitem').filter({ hasText: title }).getByRole('button').click();
  await expect(dialog).toBeHidden();
}

/** Plays 'Cada cor no seu cesto' (red, blue, yellow) without a miss: 100 %. */
async function playColours(page: Page) {
  const objects = page.getByRole('group', { name: 'Objetos para separar' });
  const baskets: [string, string][] = [
    ['Maçã', 'Cesto Vermelho'],
    ['Morango', 'Cesto Vermelho'],
    ['Peixe', 'Cesto Azul'],
    ['Camiseta', 'Cesto Azul'],
    ['Banana', 'Cesto Amarelo'],
    ['Pintinho', 'Cesto Amarelo'],
  ];
  for (const [label, basket] of baskets) {
    await objects.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('button', { name: basket }).click();
  }
}

async function savedText(download: import('@playwright/test').Download) {
  return readFile((await download.path())!, 'latin1');
}

test('the week: plan three activities, complete two from the grid and one by playing it, see the levels and rewards, print the week, read and download the report', async ({
  page,
}) => {
  await newFamilyWithChild(page, { prefix: 'semana', parent: 'Marta Reis', child: 'Davi' });
  await page.getByTestId('child-card').getByRole('link', { name: 'Cronograma Semanal' }).click();
  await page.waitForURL(/\/child\/\d+\/schedule$/);
  await expect(page.getByRole('heading', { name: 'Cronograma Semanal de Davi', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Nenhuma atividade planejada ainda/)).toBeVisible();
  await expect(page.getByText(/^Nenhuma conquista ainda/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const monday = await addFirst(page, 'Segunda, Manhã');
  await addFirst(page, 'Segunda, Tarde');
  await addByTitle(page, 'Terça, Noite', 'Cada cor no seu cesto');
  const entries = page.getByTestId('schedule-entry');
  await expect(entries).toHaveCount(3);
  await expect(page.getByTestId('week-summary')).toContainText('0% da semana concluída · 0 de 3 atividades feitas');

  // Monday morning by a double click: the first completion ever earns 'Primeira estrela'.
  const mondayMorning = page.getByTestId('slot-1-morning').getByTestId('schedule-entry');
  await expect(mondayMorning).toContainText(monday);
  await mondayMorning.dblclick();
  await expect(mondayMorning).toContainText('Feita');
  await expect(mondayMorning).toContainText('1 semana seguida');
  await expect(page.getByTestId('reward-celebration')).toContainText('Primeira estrela');

  // Monday afternoon from its options, by keyboard: the whole of Monday is done, 'Dia completo'.
  const options = page.getByTestId('slot-1-afternoon').getByRole('button', { name: /^Opções de / });
  await options.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Marcar como feita' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slot-1-afternoon').getByTestId('schedule-entry')).toContainText('Feita');
  await expect(page.getByTestId('reward-celebration')).toContainText('Dia completo');
  // 2 of 3: 67 %, 'Ótimo trabalho!'.
  await expect(page.getByTestId('week-summary')).toContainText('Ótimo trabalho!');
  await expect(page.getByTestId('week-summary')).toContainText('67% da semana concluída · 2 de 3 atividades feitas');
  const rewards = page.getByTestId('recent-rewards');
  await expect(rewards).toContainText('Dia completo');
  await expect(rewards).toContainText('Primeira estrela');
  // Completing a done entry again changes nothing.
  await mondayMorning.dblclick();
  await expect(page.getByTestId('week-summary')).toContainText('2 de 3 atividades feitas');
  await expectNoSeriousA11yViolations(page);

  // The printable week, saved as a PDF file.
  const [week] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Imprimir semana (PDF)' }).click(),
  ]);
  expect(week.suggestedFilename()).toMatch(/\.pdf$/);
  expect(await savedText(week)).toMatch(/^%PDF-/);

  // Tuesday evening by playing it: the entry starts its activity for this child, and finishing the
  // game completes the entry; 'Continuar' comes back to the week, now all done.
  await page
    .getByTestId('slot-2-evening')
    .getByRole('button', { name: /^Opções de / })
    .click();
  const start = page.getByRole('link', { name: 'Começar atividade' });
  await expect(start).toHaveAttribute('href', /^\/activity\/\d+\?child=\d+&entry=\d+$/);
  await start.click();
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  await playColours(page);
  const done = page.getByTestId('completion-card');
  await expect(done.getByText('Progresso salvo.')).toBeVisible({ timeout: 10_000 });
  await done.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+\/schedule$/);
  await expect(page.getByTestId('slot-2-evening').getByTestId('schedule-entry')).toContainText('Feita');
  await expect(page.getByTestId('week-summary')).toContainText('Campeão da semana!');
  await expect(page.getByTestId('week-summary')).toContainText('100% da semana concluída · 3 de 3 atividades feitas');
  await expect(page.getByTestId('recent-rewards')).toContainText('Semana quase perfeita');

  // Back to the child page, and the progress report.
  await page.getByRole('link', { name: 'Voltar ao perfil' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  await page.getByRole('button', { name: 'Relatório de progresso' }).click();
  const report = page.getByRole('dialog', { name: 'Relatório de progresso de Davi' });
  await expect(report.getByTestId('report-summary')).toContainText('Tempo total');
  await expect(report.getByRole('heading', { name: 'Últimas 8 semanas' })).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Recomendações' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Baixar PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^neurobridge_report_.*\.pdf$/);
  expect(await savedText(pdf)).toMatch(/^%PDF-/);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  await report.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(report).toBeHidden();
});

test('on a phone the week reads as a list of days; an unknown child goes to the dashboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newFamilyWithChild(page, { prefix: 'semana.celular', parent: 'Rui Lopes', child: 'Bia' });
  await page.getByTestId('child-card').getByRole('link', { name: 'Cronograma Semanal' }).click();
  await page.waitForURL(/\/child\/\d+\/schedule$/);
  const sunday = await page.getByTestId('day-0').boundingBox();
  const monday = await page.getByTestId('day-1').boundingBox();
  expect(monday!.y).toBeGreaterThan(sunday!.y + sunday!.height - 1);
  expect(sunday!.width).toBeGreaterThan(300);
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);

  await page.goto('/child/999999/schedule');
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByText('Criança não encontrada.')).toBeVisible();
});
