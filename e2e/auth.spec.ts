import { expect, test } from '@playwright/test';
import { acceptTerms, expectNoSeriousA11yViolations, signIn, startTrial, uniqueEmail } from './support/session';

test('sign-in → terms → dashboard → logout', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('7 dias grátis para experimentar')).toBeVisible();
  await expect(page.getByText('A partir de R$ 33,00/mês no Plano Anual')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Começar grátis' }).click();
  await page.waitForURL(/\/dev-idp\/interaction\//);
  await expect(page.getByText('Ambiente de desenvolvimento')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.locator('input[name="email"]').fill(uniqueEmail('ana'));
  await page.locator('input[name="name"]').fill('Ana Souza');
  await page.getByRole('button', { name: 'Entrar' }).click();

  // A new account: the terms first, then the onboarding (docs/product.md#onboarding).
  await page.waitForURL(/\/onboarding$/);
  const dialog = page.getByRole('dialog', { name: 'Termos de Uso e Privacidade' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aceito', exact: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Sou pai, mãe ou responsável' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await page.waitForURL(/\/dashboard$/);
  await startTrial(page);

  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Atividades', exact: true })).toBeVisible();
  await expect(page.getByTestId('user-name')).toHaveText('Ana');
  await expectNoSeriousA11yViolations(page);

  // The acceptance is stored: a reload does not ask again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Começar grátis' })).toBeVisible();
  // The server session is over: the dashboard sends the visitor back to /.
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/');
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('declining the terms logs the user out', async ({ page }) => {
  await signIn(page, uniqueEmail('bia'), 'Bia');
  await page.getByRole('button', { name: 'Não aceito' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Começar grátis' })).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('signed-out visits to private screens go to /, and a signed-in visit to / goes to /dashboard', async ({
  page,
}) => {
  for (const path of ['/dashboard', '/child/1', '/activities', '/activity/1']) {
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/');
  }
  await signIn(page, uniqueEmail('caio'), 'Caio');
  await acceptTerms(page);
  await page.goto('/');
  await page.waitForURL(/\/dashboard$/);
});

test('the callback without a code returns to /', async ({ page }) => {
  await page.goto('/auth/callback');
  await page.waitForURL((url) => url.pathname === '/');
});

test('keyboard only: sign in and accept the terms', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar grátis' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dev-idp\/interaction\//);
  await page.keyboard.type(uniqueEmail('teclado'));
  await page.keyboard.press('Tab');
  await page.keyboard.type('Teclado');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/onboarding$/);
  const text = page.getByTestId('terms-text');
  await text.focus();
  await page.keyboard.press('End');
  const accept = page.getByRole('button', { name: 'Aceito', exact: true });
  await expect(accept).toBeEnabled();
  await accept.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sou pai, mãe ou responsável' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Concluir' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Olá, Teclado!' })).toBeVisible();
});

test.describe('before the app script runs', () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered landing page's 'Começar grátis' is a link that starts the sign-in", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('7 dias grátis para experimentar')).toBeVisible();
    await page.getByRole('link', { name: 'Começar grátis' }).click();
    await page.waitForURL(/\/dev-idp\/interaction\//);
  });
});
