import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

// docs/product.md#suggestions and #progress-report-modal.
test("a new family sees 'Sugeridas para Lucas hoje' on the dashboard and in Lucas's library, opens one and it plays; the report shows 'Níveis e estrelas'", async ({
  page,
}) => {
  await newFamilyWithChild(page, { prefix: 'sugestoes', parent: 'Marta Reis', child: 'Lucas' });

  // The dashboard: one block for the child, below the child cards, with 3 to 5 suggestions.
  const onDashboard = page.getByRole('region', { name: 'Sugeridas para Lucas hoje' }).getByTestId('suggestion-card');
  await expect(onDashboard.first()).toBeVisible();
  const count = await onDashboard.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(5);
  const titles = await onDashboard.getByRole('heading', { level: 3 }).allTextContents();
  for (const card of await onDashboard.all()) {
    await expect(card.getByRole('link', { name: /^Abrir atividade: / })).toHaveAttribute(
      'href',
      /\/activity\/\d+\?child=\d+$/,
    );
  }
  await expectNoSeriousA11yViolations(page);

  // The child's report has the new part: no level moved yet, and the stars of the 8 weeks.
  await page.getByTestId('child-card').getByRole('link', { name: 'Ver Perfil Completo' }).click();
  await page.waitForURL(/\/child\/\d+$/);
  await page.getByRole('button', { name: 'Relatório de progresso' }).click();
  const report = page.getByRole('dialog', { name: 'Relatório de progresso de Lucas' });
  await expect(report.getByRole('heading', { name: 'Níveis e estrelas' })).toBeVisible();
  await expect(report.getByText('Nenhuma mudança de nível no período.')).toBeVisible();
  await expect(report.getByTestId('stars-balance')).toHaveText('Saldo atual: 0 estrelas');
  const stars = report.getByRole('table', { name: 'Estrelas ganhas e recompensas recebidas nas últimas 8 semanas' });
  await expect(stars.getByRole('row')).toHaveCount(9);
  await expectNoSeriousA11yViolations(page);
  await report.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(report).toBeHidden();
  await page.goto('/dashboard');

  // The library for the child: the same suggestions, above the filters.
  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  const inLibrary = page.getByRole('region', { name: 'Sugeridas para Lucas hoje' }).getByTestId('suggestion-card');
  await expect(inLibrary).toHaveCount(count);
  expect(await inLibrary.getByRole('heading', { level: 3 }).allTextContents()).toEqual(titles);
  await expectNoSeriousA11yViolations(page);

  // Opened from the keyboard, it plays for the child.
  await inLibrary.first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/activity\/\d+\?child=\d+$/);
  await expect(page.getByRole('heading', { name: titles[0], level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  await expect(page.getByTestId('play-area')).toBeVisible();
});
