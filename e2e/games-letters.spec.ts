import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { mockSpeech, spokenTexts } from './support/speech';

const TITLE = 'Letras de A a E'; // free catalogue activity: { type: 'letter_matching', letters: A–E }

test('letters: for each of A–E pick the word that starts with it → 100%, saved and listed on the child page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'letras', parent: 'Lia Prado', child: 'Bia' });
  await openActivityForChild(page, 'language', TITLE);
  // The game's own region: the page also has toasts with role status.
  const game = page.getByRole('region', { name: TITLE });

  const options = game.getByRole('group', { name: /^Qual palavra começa com a letra/ }).getByRole('button');
  await expect(page.getByText('Pergunta 1 de 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const asked: string[] = [];
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Pergunta ${n} de 5`)).toBeVisible();
    await expect(options).toHaveCount(4);
    const letter = (await page.getByTestId('letter-shown').getAttribute('data-letter'))!;
    asked.push(letter);
    await expect(page.getByText(`Qual palavra começa com a letra ${letter}?`)).toBeVisible();
    // Exactly one word on offer starts with the letter.
    const right = options.filter({ hasText: new RegExp(`^${letter}`) });
    await expect(right).toHaveCount(1);
    await right.click();
    await expect(game.getByRole('status')).toHaveText('Muito bem!');
    await expect(options.first()).toBeDisabled();
    await expect
      .poll(async () => (await spokenTexts(page)).map((s) => s.text))
      .toContain(`Qual palavra começa com a letra ${letter}?`);
  }
  expect(asked).toEqual(['A', 'B', 'C', 'D', 'E']);

  await expectSavedFirst(page, TITLE, '100%');
});
