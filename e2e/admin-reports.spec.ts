import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { signInAsAdmin } from './support/admin';
import { familyWithEverything } from './support/games';
import { expectNoSeriousA11yViolations } from './support/session';
import { mockSpeech } from './support/speech';

// Month 0 of the catalogue: four feelings, every answer accepted (as in games-emotion.spec.ts).
const TITLE = 'Como eu me sinto?';

test('a family completes an activity; the admin sees it in Relatórios, switches period and exports the CSV of each period', async ({
  page,
  browser,
}) => {
  // One word: the report shows a child's first name only (docs/product.md#admin-reports).
  const child = `Rel${randomBytes(3).toString('hex')}`;
  await page.clock.install();
  await mockSpeech(page);
  await familyWithEverything(page, { prefix: 'relatorio', parent: 'Rita Alves', child });
  await openActivityForChild(page, 'social_skills', TITLE);
  const game = page.getByRole('region', { name: TITLE });
  const options = game.getByRole('group', { name: 'Como você se sentiria?' }).getByRole('button');
  await expect(game.getByText('Pergunta 1 de 4')).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  for (let n = 1; n <= 4; n++) {
    await expect(game.getByText(`Pergunta ${n} de 4`)).toBeVisible();
    await options.first().click();
    await expect(game.getByRole('status')).not.toBeEmpty();
    await page.clock.runFor(2_500);
  }
  await expect(page.getByTestId('completion-card')).toBeVisible();
  await page.clock.resume();
  await expectSavedFirst(page, TITLE, '100%');

  const context = await browser.newContext({ acceptDownloads: true });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin
    .getByRole('link', { name: /Relatórios/ })
    .first()
    .click();
  await admin.waitForURL(/\/admin\/reports$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Relatórios' })).toBeVisible();
  await expect(admin.getByLabel('Período')).toHaveValue('last_30_days');

  // The completion: in the numbers and first in the recent progress.
  const recent = admin.getByRole('region', { name: 'Progresso recente' });
  const row = recent.getByRole('row').filter({ hasText: child });
  await expect(row).toContainText(TITLE);
  await expect(row).toContainText('100%');
  const completed = admin.locator('dt', { hasText: 'Atividades concluídas' }).locator('..');
  expect(Number((await completed.locator('dd').last().innerText()).trim())).toBeGreaterThanOrEqual(1);
  await expect(admin.getByRole('table', { name: 'Atividades concluídas por dia' })).toBeAttached();
  await expectNoSeriousA11yViolations(admin);

  // Another period: the same completion, the bars per week.
  await admin.getByLabel('Período').selectOption('last_year');
  await expect(admin.getByRole('table', { name: 'Atividades concluídas por semana' })).toBeAttached();
  await expect(recent.getByRole('row').filter({ hasText: child })).toBeVisible();

  // Each period's CSV: its name and header, and today's completion in it.
  for (const period of ['last_7_days', 'last_30_days', 'last_3_months', 'last_year']) {
    await admin.getByLabel('Período').selectOption(period);
    await expect(recent.getByRole('row').filter({ hasText: child })).toBeVisible();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^neurobridge_report_${period}_\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.startsWith('\uFEFFdata;criança;atividade;categoria;pontuação;minutos;situação\r\n')).toBe(true);
    expect(text).toMatch(
      new RegExp(`;${child};${TITLE.replace('?', '\\?')};Habilidades Sociais;100;\\d+;Concluído\\r\\n`),
    );
  }
  await context.close();
});
