import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A unique e-mail per test, so tests never share a user. */
export function uniqueEmail(prefix = 'pessoa') {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/**
 * Signs in through the built-in development provider, as a person would. Ends on /dashboard: a new
 * account (no role yet, docs/product.md#onboarding) is made a parent's first, through the same
 * call the onboarding makes, since the terms open over the onboarding and tests accept them after.
 */
export async function signIn(page: Page, email: string, name: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Começar grátis' }).click();
  await page.waitForURL(/\/dev-idp\/interaction\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome').fill(name);
  const session = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/sessions'));
  await page.getByRole('button', { name: 'Entrar' }).click();
  if ((await (await session).json()).role === null) {
    const done = await page.request.post('/api/onboarding/complete', { data: { role: 'parent' } });
    expect(done.status()).toBe(200);
    await page.goto('/dashboard');
  }
  await page.waitForURL(/\/dashboard$/);
}

/**
 * Scrolls the terms to the end and accepts them: the terms of use, or the professional's terms that
 * an account working as a professional accepts next (docs/product.md#consent-gate).
 */
export async function acceptTerms(page: Page, title = 'Termos de Uso e Privacidade') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const accept = dialog.getByRole('button', { name: 'Aceito', exact: true });
  // Scrolled again if the modal opened anew meanwhile (a page that hands over to the next one).
  await expect(async () => {
    await dialog.getByTestId('terms-text').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(accept).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await accept.click();
  await expect(dialog).toBeHidden();
}

export const PROFESSIONAL_TERMS = 'Termo de Compromisso do Profissional';

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** Accepts the trial welcome that opens on a parent's first visit. */
export async function startTrial(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Boas-vindas ao NeuroBridge!' });
  await welcome.getByRole('button', { name: 'Começar teste grátis de 7 dias' }).click();
  await expect(welcome).toBeHidden();
}

/** Adds a child through the dashboard's modal. */
export async function addChild(page: Page, name: string) {
  await page.getByRole('button', { name: 'Adicionar criança' }).click();
  const form = page.getByRole('dialog', { name: 'Adicionar criança' });
  await form.getByLabel('Nome').fill(name);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
}

/** A parent who signs in for the first time, accepts the terms, starts the trial and adds one child. Returns the e-mail. */
export async function newFamilyWithChild(page: Page, opts: { prefix: string; parent: string; child: string }) {
  const email = uniqueEmail(opts.prefix);
  await signIn(page, email, opts.parent);
  await acceptTerms(page);
  await startTrial(page);
  await addChild(page, opts.child);
  return email;
}
