import { expect, test, type Page } from '@playwright/test';
import {
  acceptTerms,
  expectNoSeriousA11yViolations,
  PROFESSIONAL_TERMS,
  startTrial,
  uniqueEmail,
} from './support/session';

/** A first sign-in, up to the onboarding (docs/product.md#onboarding), with the terms accepted over it. */
async function firstSignIn(page: Page, prefix: string, name: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar grátis' }).click();
  await page.waitForURL(/\/dev-idp\/interaction\//);
  await page.getByLabel('E-mail').fill(uniqueEmail(prefix));
  await page.getByLabel('Nome').fill(name);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/onboarding$/);
  await acceptTerms(page);
  await expect(page.getByRole('heading', { name: 'Como você vai usar o NeuroBridge?' })).toBeVisible();
  await expect(page.getByText('Passo 1 de 3')).toBeVisible();
}

test('a new parent chooses their role, sees the price, and lands on the dashboard', async ({ page }) => {
  await firstSignIn(page, 'mae', 'Laura Lima');
  await expectNoSeriousA11yViolations(page);

  // Back between the steps.
  await page.getByRole('button', { name: 'Sou profissional (terapeuta, AT, psicólogo...)' }).click();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('button', { name: 'Sou pai, mãe ou responsável' }).click();

  await expect(page.getByRole('heading', { name: 'Que bom ter você aqui!' })).toBeVisible();
  await expect(page.getByText('A partir de R$ 33,00/mês no Plano Anual')).toBeVisible();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('heading', { name: 'Tudo pronto!' })).toBeVisible();
  await page.waitForURL(/\/dashboard$/);
  await startTrial(page);
  await expect(page.getByRole('heading', { name: 'Olá, Laura!' })).toBeVisible();

  // Onboarding happens once.
  await page.goto('/onboarding');
  await page.waitForURL(/\/dashboard$/);
});

test('a new professional gives their type and lands on the professional dashboard', async ({ page }) => {
  await firstSignIn(page, 'terapeuta', 'Otávio Reis');
  await page.getByRole('button', { name: 'Sou profissional (terapeuta, AT, psicólogo...)' }).click();
  await expect(page.getByRole('heading', { name: 'Seus dados profissionais' })).toBeVisible();
  const finish = page.getByRole('button', { name: 'Concluir' });
  await expect(finish).toBeDisabled();
  await page.getByLabel('Tipo de profissional').selectOption({ label: 'Fonoaudiólogo(a)' });
  await page.getByLabel('Organização / clínica (opcional)').fill('Clínica Girassol');
  await page.getByLabel('Número de registro (CREFITO/CRP/CRFa) (opcional)').fill('CRFa 2-12345');
  await expectNoSeriousA11yViolations(page);
  await finish.click();
  await expect(page.getByRole('heading', { name: 'Tudo pronto!' })).toBeVisible();
  await page.waitForURL(/\/professional-dashboard$/);
  await acceptTerms(page, PROFESSIONAL_TERMS);
  await expect(page.getByRole('heading', { name: 'Painel do profissional' })).toBeVisible();

  // The parent's screens are not a professional's.
  await page.goto('/dashboard');
  await page.waitForURL(/\/professional-dashboard$/);
});
