import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { catalogue, childIdOf, familyWithEverything, startActivity } from './support/games';
import { startSecondServer, type SecondServer } from './support/second-server';
import { expectNoSeriousA11yViolations } from './support/session';

// The admin's activity editor (docs/product.md#activity-editor): what the admin saves is what a
// family gets at once, a delete survives a restart, and 'Gerar Templates' brings a standard one back.

const EDITED = 'Contando até 5';
const DELETED = 'Minha tarde';
const SECOND_PORT = Number(process.env.E2E_PORT ?? 4310) + 1;

type Row = { id: number; content: string | null; admin_edited_at: Date | null; is_active: boolean };
let original: Row[] = [];
let second: SecondServer | null = null;

test.beforeAll(async () => {
  original = (await sql(`select id, content, admin_edited_at, is_active from activities where title = any($1)`, [
    [EDITED, DELETED],
  ])) as Row[];
  expect(original).toHaveLength(2);
});
// Other specs play these activities as seeded (games-counting.spec.ts, the library's counts).
test.afterAll(async () => {
  await second?.stop();
  for (const row of original) {
    await sql(`update activities set content = $2, admin_edited_at = $3, is_active = $4 where id = $1`, [
      row.id,
      row.content,
      row.admin_edited_at,
      row.is_active,
    ]);
  }
});

async function openEditor(page: Page) {
  await signInAsAdmin(page);
  await page
    .getByRole('navigation', { name: 'Áreas da administração' })
    .getByRole('link', { name: /Atividades/ })
    .click();
  await page.waitForURL(/\/admin\/activities$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar atividades' })).toBeVisible();
  await expect(page.getByText(/^\d+ de \d+ atividades$/)).toBeVisible();
}

test('admin edits a counting range with the form, sees the preview, saves → the family plays the new range', async ({
  page,
  browser,
}) => {
  const family = await browser.newPage();
  await familyWithEverything(family, { prefix: 'editor', parent: 'Rita', child: 'Caio' });

  await openEditor(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Buscar por título ou descrição').fill('contando ate 5');
  await page.getByRole('link', { name: `Editar ${EDITED}`, exact: true }).click();
  await page.waitForURL(/\/admin\/activities\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar atividade' })).toBeVisible();
  const content = page.getByRole('group', { name: 'Conteúdo do jogo' });
  await expect(content.getByLabel('Jogo')).toHaveValue('visual_math');
  await expect(content.getByLabel('Usar uma faixa própria')).toBeChecked();
  await expect(content.getByLabel('Até')).toHaveValue('5');

  // Keyboard focus starts at the heading, not in the game; a long word wraps instead of widening the page.
  await expect(page.getByRole('heading', { level: 1, name: 'Editar atividade' })).toBeFocused();
  await page.getByLabel('Título').fill('Contando'.repeat(40));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByLabel('Título').fill(EDITED);

  // The preview plays the counting game once asked; a range past 10 is refused next to the field, without a game.
  const preview = page.getByRole('region', { name: 'Prévia' });
  await preview.getByRole('button', { name: 'Jogar a prévia' }).click();
  await expect(preview.getByRole('group', { name: 'Conte os objetos' })).toBeVisible();
  await content.getByLabel('Até').fill('12');
  await expect(
    content.getByText('A faixa de contagem deve ir de um número de 1 a 9 até um maior, no máximo 10.'),
  ).toBeVisible();
  await expect(preview.getByText('Corrija o conteúdo para ver a prévia.', { exact: false })).toBeVisible();
  await content.getByLabel('Até').fill('2');
  await expect(content.getByLabel('Até')).toBeFocused();
  await preview.getByRole('button', { name: 'Jogar a prévia' }).click();
  const objects = preview.getByRole('group', { name: 'Conte os objetos' });
  await expect(objects).toBeVisible();
  expect(await objects.getByRole('img').count()).toBeLessThanOrEqual(2);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Atividade salva com sucesso!')).toBeVisible();
  await page.waitForURL(/\/admin\/activities$/);

  // The family's library has the new content at once, and the game counts within it.
  const entry = (await catalogue(family)).find((a) => a.title === EDITED)!;
  expect(JSON.parse(entry.content!)).toEqual({ type: 'visual_math', range: [1, 2] });
  await startActivity(family, entry.id, await childIdOf(family, 'Caio'));
  const played = family.getByRole('group', { name: 'Conte os objetos' });
  await expect(played).toBeVisible();
  expect(await played.getByRole('img').count()).toBeLessThanOrEqual(2);
  await family.close();
});

test('admin deletes an activity → gone for the family, still gone after a restart; Gerar Templates brings it back', async ({
  page,
  browser,
}) => {
  const family = await browser.newPage();
  await familyWithEverything(family, { prefix: 'editor-del', parent: 'Lia', child: 'Téo' });
  expect((await catalogue(family)).map((a) => a.title)).toContain(DELETED);

  await openEditor(page);
  await page.getByLabel('Buscar por título ou descrição').fill(DELETED);
  await page.getByRole('button', { name: `Excluir ${DELETED}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir atividade' });
  await expect(dialog).toContainText('Tem certeza que deseja excluir esta atividade?');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText(/^Atividade excluída\./)).toBeVisible();
  await expect(page.getByText('Nenhuma atividade encontrada')).toBeVisible();
  expect((await catalogue(family)).map((a) => a.title)).not.toContain(DELETED);

  // A restart: another server process starts on the same database (migrations and seed run) and
  // the activity stays deleted there too.
  second = await startSecondServer(SECOND_PORT);
  const res = await family.request.get(`${second.url}/api/activities`);
  expect(res.status()).toBe(200);
  const titles = ((await res.json()) as { title: string }[]).map((a) => a.title);
  expect(titles).toContain(EDITED);
  expect(titles).not.toContain(DELETED);
  await second.stop();
  second = null;

  // Shown again with 'Mostrar excluídas', marked as deleted.
  await page.getByLabel('Mostrar excluídas').check();
  await expect(page.getByText('Excluída', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Restaurar ${DELETED}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Gerar Templates' }).click();
  const generate = page.getByRole('dialog', { name: 'Gerar templates' });
  await expect(generate).toContainText('Isso irá gerar atividades padrão baseadas nas melhores práticas. Continuar?');
  await generate.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText(/^(1 atividade padrão adicionada|\d+ atividades padrão adicionadas)\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Excluir ${DELETED}`, exact: true })).toBeVisible();
  expect((await catalogue(family)).map((a) => a.title)).toContain(DELETED);
  await family.close();
});
