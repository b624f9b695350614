import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { mockSpeech, spokenTexts } from './support/speech';

async function startAsNewFamily(page: Page, prefix: string) {
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix, parent: 'Sônia Prado', child: 'Davi' });
}

const board = (page: Page) => page.getByRole('group', { name: 'Figuras para falar' });
const said = (phrase: string) => `Excelente! Você disse: "${phrase}"`;

test('symbol board: each tap speaks its phrase; after 5 taps the share of distinct symbols is saved', async ({
  page,
}) => {
  await startAsNewFamily(page, 'prancha');
  // 'Minha primeira prancha' is free: the default six symbols.
  await openActivityForChild(page, 'communication', 'Minha primeira prancha');
  const prompt = 'Toque na figura para dizer o que você quer.';
  await expect(page.getByText(prompt)).toBeVisible();
  await expect(board(page).getByRole('button')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  const taps: [label: string, phrase: string][] = [
    ['Água', 'Eu quero água'],
    ['Comida', 'Eu quero comer'],
    ['Água', 'Eu quero água'],
    ['Banheiro', 'Eu preciso ir ao banheiro'],
    ['Ajuda', 'Eu preciso de ajuda'],
  ];
  let lastTapAt = 0;
  for (const [label, phrase] of taps) {
    lastTapAt = Date.now();
    const button = board(page).getByRole('button', { name: label, exact: true });
    if (label === 'Banheiro') {
      // By keyboard: the pictures are real buttons.
      await button.focus();
      await page.keyboard.press('Enter');
    } else {
      await button.click();
    }
    await expect(page.getByText(said(phrase))).toBeVisible();
  }
  // A voice spoke, so the phrase is not repeated in large letters.
  await expect(page.getByTestId('phrase-large')).toHaveCount(0);
  await expect(board(page).getByRole('button', { name: 'Feliz' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const spoken = await spokenTexts(page);
  expect(spoken.map((s) => s.text)).toEqual([prompt, ...taps.map(([, phrase]) => phrase)]);
  for (const s of spoken) expect(s).toMatchObject({ lang: 'pt-BR', rate: 0.8, volume: 0.8 });

  await expect(page.getByTestId('completion-card')).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - lastTapAt).toBeGreaterThanOrEqual(2_000);
  // 4 distinct symbols of the 5 that 5 taps can reach (docs/decisions/008).
  await expectSavedFirst(page, 'Minha primeira prancha', '80%');
});

test('single symbol with a target: another symbol is said with a hint; the target completes, 100% saved', async ({
  page,
}) => {
  // The 3 s before the report run on the page's clock, so the test need not wait them out.
  await page.clock.install();
  await startAsNewFamily(page, 'sede');
  // 'Estou com sede' is free: single_symbol mode with water, food and help; thirst names water.
  await openActivityForChild(page, 'communication', 'Estou com sede');
  const prompt = 'Você está com sede. Mostre o que você quer.';
  await expect(page.getByText(prompt)).toBeVisible();
  await expect(board(page).getByRole('button')).toHaveCount(3);

  // Another symbol: said as it is (communication is never wrong), then a gentle hint; not the end.
  await board(page).getByRole('button', { name: 'Comida' }).click();
  await expect(page.getByText('Você disse: "Eu quero comer"')).toBeVisible();
  await expect(page.getByTestId('symbol-hint')).toHaveText('Agora encontre: Água.');
  await expect(board(page).getByRole('button', { name: 'Água' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  // The target, by keyboard, on a paused clock: the report comes 3 s later, not before.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
  const water = board(page).getByRole('button', { name: 'Água' });
  await water.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(said('Eu quero água'))).toBeVisible();
  await expect(page.getByTestId('symbol-hint')).toHaveCount(0);
  await expect(board(page).getByRole('button', { name: 'Comida' })).toBeDisabled();
  await page.clock.runFor(2_999);
  await expect(page.getByTestId('completion-card')).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(page.getByTestId('completion-card')).toBeVisible();
  await page.clock.resume();

  const spoken = await spokenTexts(page);
  expect(spoken.map((s) => s.text)).toEqual([prompt, 'Eu quero comer. Agora encontre: Água.', 'Eu quero água']);
  for (const s of spoken) expect(s).toMatchObject({ lang: 'pt-BR', rate: 0.8, volume: 0.8 });
  await expectSavedFirst(page, 'Estou com sede', '100%');
});

test("without a voice, 'Ouvir' shows the words large and emphasises them once", async ({ page }) => {
  // No speech mock: headless Chromium has no voice, as on a device without a Portuguese one.
  await newFamilyWithChild(page, { prefix: 'semvoz', parent: 'Sônia Prado', child: 'Davi' });
  await openActivityForChild(page, 'communication', 'Estou com sede');
  await board(page).getByRole('button', { name: 'Comida' }).click();
  await expect(page.getByTestId('phrase-large')).toHaveText('"Eu quero comer"');

  const phraseArea = page.getByRole('status').filter({ hasText: 'Eu quero comer' }).locator('..');
  await expect(phraseArea).not.toHaveAttribute('data-emphasis', 'true');
  await page.getByRole('button', { name: 'Ouvir a frase de novo' }).click();
  await expect(phraseArea).toHaveAttribute('data-emphasis', 'true');
  // Once, then calm again.
  await expect(phraseArea).not.toHaveAttribute('data-emphasis', 'true');
  await expectNoSeriousA11yViolations(page);
});
