import { expect, test, type Page } from '@playwright/test';
import { ROUTINE_STEPS } from '../packages/shared/src/content/types/sequence/keys';
import { grantFullAccess } from './support/db';
import { mockSpeech, spokenTexts } from './support/speech';
import {
  acceptTerms,
  addChild,
  expectNoSeriousA11yViolations,
  signIn,
  startTrial,
  uniqueEmail,
} from './support/session';
import { expectSavedFirst } from './support/activity';

/** From the child card through the library's Rotina filter to the activity's game. */
async function openRoutine(page: Page, childName: string, title: string) {
  await addChild(page, childName);
  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  await page.getByLabel('Categoria').selectOption('routine');
  await page.getByRole('link', { name: `Iniciar Atividade: ${title}`, exact: true }).click();
  await page.waitForURL(/\/activity\/\d+\?child=\d+$/);
  await page.getByRole('button', { name: 'Começar' }).click();
  await expect(page.getByRole('list', { name: 'Passos para colocar' })).toBeVisible();
}

test('simple routine: "Minha manhã" (free) placed in the order of the day → Parabéns! → 100% saved', async ({
  page,
}) => {
  await signIn(page, uniqueEmail('rotina'), 'Carla Dias');
  await acceptTerms(page);
  await startTrial(page);
  await openRoutine(page, 'Téo', 'Minha manhã');

  const pool = page.getByRole('list', { name: 'Passos para colocar' });
  const shown = await pool.locator('[data-step]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step')!));
  expect(shown).toHaveLength(5);
  // The correct order is the order of ROUTINE_STEPS (docs/product.md#routine-game); the pool starts shuffled.
  const order = ROUTINE_STEPS.filter((s) => shown.includes(s));
  expect(shown).not.toEqual(order);
  await expectNoSeriousA11yViolations(page);

  // One step placed and given back: it returns to the pool.
  await pool.locator(`[data-step="${order[1]}"]`).click();
  const sequence = page.getByRole('list', { name: 'Sua sequência' });
  await expect(sequence.getByRole('button')).toHaveText([/^1º/]);
  await sequence.locator(`[data-step="${order[1]}"]`).click();
  await expect(sequence.getByRole('button')).toHaveCount(0);

  for (const step of order) await pool.locator(`[data-step="${step}"]`).click();
  await expect(page.getByRole('status').filter({ hasText: 'Parabéns!' })).toBeVisible();
  await expect(sequence.getByRole('button').first()).toBeDisabled();

  await expectSavedFirst(page, 'Minha manhã', '100%');
});

test('scheduled routine: "Rotina da manhã com horários" placed by the times shown → Perfeito! → saved', async ({
  page,
}) => {
  await mockSpeech(page);
  const email = uniqueEmail('rotina-horarios');
  await signIn(page, email, 'Jorge Lima');
  await acceptTerms(page);
  await startTrial(page);
  await grantFullAccess(email);
  await page.reload();
  await openRoutine(page, 'Bia', 'Rotina da manhã com horários');

  const pool = page.getByRole('list', { name: 'Passos para colocar' });
  const items = await pool
    .locator('[data-step]')
    .evaluateAll((els) =>
      els.map((e) => ({ step: e.getAttribute('data-step')!, time: e.querySelector('time')?.textContent ?? '' })),
    );
  expect(items.length).toBeGreaterThanOrEqual(5);
  for (const { time } of items) expect(time).toMatch(/^\d\d:\d\d$/);
  await expectNoSeriousA11yViolations(page);

  // The times on screen give the order: earliest first.
  const order = [...items].sort((a, b) => a.time.localeCompare(b.time)).map((i) => i.step);
  for (const step of order) await pool.locator(`[data-step="${step}"]`).click();
  await expect(page.getByRole('status').filter({ hasText: 'Perfeito!' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sua sequência' }).getByText('No lugar certo')).toHaveCount(order.length);
  const spoken = (await spokenTexts(page)).map((s) => s.text);
  expect(spoken).toContain('Toque nos passos na ordem do dia, do mais cedo ao mais tarde.');
  expect(spoken).toContain('Perfeito!');

  await expectSavedFirst(page, 'Rotina da manhã com horários', '100%');
});
