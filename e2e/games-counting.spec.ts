import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { expectSavedFirst, openActivityForChild } from './support/activity';
import { mockSpeech, spokenTexts } from './support/speech';

const TITLE = 'Contando até 5'; // free catalogue activity: { type: 'visual_math', range: [1, 5] }

test('counting: count the objects in 5 rounds, all right → 100%, saved and listed on the child page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'contagem', parent: 'Carla Dias', child: 'Téo' });
  await openActivityForChild(page, 'math', TITLE);
  // The game's own region: the page also has toasts with role status.
  const game = page.getByRole('region', { name: TITLE });

  const objects = game.getByRole('group', { name: 'Conte os objetos' });
  const options = game.getByRole('group', { name: /você vê\?$/ }).getByRole('button');
  await expect(page.getByText('Pergunta 1 de 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Pergunta ${n} de 5`)).toBeVisible();
    await expect(options).toHaveCount(4);
    const count = await objects.getByRole('img').count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(5);
    const prompt = await page.getByTestId('counting-prompt').textContent();
    expect(prompt).toMatch(/^Quant(o|a)s .+ você vê\?$/);
    await options.filter({ hasText: new RegExp(`^${count}$`) }).click();
    await expect(game.getByRole('status')).toHaveText(`Parabéns! A resposta correta é ${count}.`);
    await expect(options.first()).toBeDisabled();
    // Speech is on by default: the question and the feedback are read aloud.
    await expect
      .poll(async () => (await spokenTexts(page)).map((s) => s.text))
      .toEqual(expect.arrayContaining([prompt, `Parabéns! A resposta correta é ${count}.`]));
  }

  await expectSavedFirst(page, TITLE, '100%');
});
