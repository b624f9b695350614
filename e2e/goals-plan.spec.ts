import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/modules/reports/pdf/pdf-text';
import { childIdOf } from './support/games';
import { COLOURS, playColours, playThirsty, THIRSTY } from './support/offline';
import { professionalWithAccess } from './support/professional';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

/*
 * The therapist and the family on one plan (docs/product.md#goals): a professional with access
 * sets a goal measured by session trials and linked to two games, assigns the games three times a
 * week; the family sees them in its week as the professional's and plays them; the professional
 * records a session's 10 trials, which meets the goal at the 10th; the goal's chart has both the
 * session and the games; both sides see 'Meta alcançada em …'; the plan is downloaded as CSV and
 * PDF and read back.
 */

const GOAL = 'Pedir o que quer com figuras';
const CRITERION = '70 % de acerto em 1 sessão';
const PRO = 'Paula Nunes';
const PRO_TYPE = 'Fonoaudiólogo(a)';

/** Today in São Paulo as the screens write it, dd/mm/aaaa. */
const today = () =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(new Date());

/** Searches an activity by title in a picker and chooses it (its button reads 'título, categoria'). */
async function choose(dialog: Locator, title: string) {
  await dialog.getByLabel('Buscar atividade').fill(title);
  await dialog.getByRole('button', { name: new RegExp(`^${title}\\s*,`) }).click();
}

/** From the week: the entry's options, 'Começar atividade', the game, then back to the week, done. */
async function playFromWeek(page: Page, slot: string, title: string, play: (page: Page) => Promise<void>) {
  const entry = page.getByTestId(slot).getByTestId('schedule-entry').filter({ hasText: title });
  await entry.getByRole('button', { name: /^Opções de / }).click();
  await page.getByRole('link', { name: 'Começar atividade' }).click();
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  await play(page);
  const done = page.getByTestId('completion-card');
  await expect(done.getByText('Progresso salvo.')).toBeVisible({ timeout: 10_000 });
  await done.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL(/\/child\/\d+\/schedule$/);
  await expect(entry).toContainText('Feita');
}

/** One trial: the prompt level (it stays chosen), then the response. */
async function trial(recorder: Locator, prompt: string, response: string) {
  const level = recorder.getByRole('button', { name: prompt, exact: true });
  if ((await level.getAttribute('aria-pressed')) !== 'true') await level.click();
  await recorder.getByRole('button', { name: response, exact: true }).click();
}

/** A downloaded file's bytes, from the 'Plano terapêutico' block's button. */
async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const plan = page.getByRole('region', { name: 'Plano terapêutico' });
  const [file] = await Promise.all([page.waitForEvent('download'), plan.getByRole('button', { name: button }).click()]);
  return { file, bytes: await readFile((await file.path())!) };
}

test('a professional sets a goal and home practice; the family plays it; 10 trials meet the goal; both see it; the plan downloads', async ({
  page,
  browser,
}) => {
  await newFamilyWithChild(page, { prefix: 'plano', parent: 'Renata Dias', child: 'Lia' });
  const childId = await childIdOf(page, 'Lia');
  const { pro, context } = await professionalWithAccess(page, browser, { child: 'Lia', name: PRO, type: PRO_TYPE });

  // The goal: by session trials, linked to the two games.
  await pro.goto(`/professional/child/${childId}`);
  const goals = pro.getByRole('region', { name: 'Metas' });
  await expect(goals.getByText(/^Nenhuma meta ainda\./)).toBeVisible();
  await goals.getByRole('button', { name: 'Nova meta' }).click();
  const form = pro.getByRole('dialog', { name: 'Nova meta' });
  await form.getByLabel('Título').fill(GOAL);
  await form.getByLabel('Área').selectOption({ label: 'Comunicação' });
  await form.getByRole('radio', { name: 'Tentativas nas sessões' }).check();
  await form.getByLabel('% de acerto').fill('70');
  await form.getByLabel('em', { exact: true }).fill('1');
  await expect(form.getByTestId('criterion-preview')).toHaveText(`A meta é alcançada com ${CRITERION}.`);
  await choose(form, THIRSTY);
  await choose(form, COLOURS);
  await expect(form.getByText('Escolhidas: 2 de 10')).toBeVisible();
  await expectNoSeriousA11yViolations(pro);
  await form.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(form).toBeHidden();
  const proCard = goals.getByRole('listitem').filter({ hasText: GOAL });
  await expect(proCard).toContainText(CRITERION);
  await expect(proCard).toContainText('Ainda sem medidas');

  // The home programme: both games, 3 times a week (Monday, Wednesday, Friday), in the morning.
  const home = pro.getByRole('region', { name: 'Programa em casa' });
  await home.getByRole('button', { name: 'Atribuir prática' }).click();
  const assign = pro.getByRole('dialog', { name: 'Atribuir prática para Lia' });
  await choose(assign, THIRSTY);
  await choose(assign, COLOURS);
  await assign.getByRole('radio', { name: 'Vezes por semana' }).check();
  await assign.getByLabel('Quantas vezes por semana').selectOption('3');
  await assign.getByRole('radio', { name: 'Manhã' }).check();
  await assign.getByLabel('Meta (opcional)').selectOption({ label: GOAL });
  await assign.getByLabel('Recado para a família').fill('Jogue junto e elogie cada pedido.');
  await expectNoSeriousA11yViolations(pro);
  await assign.getByRole('button', { name: 'Atribuir prática' }).click();
  await expect(assign).toBeHidden();
  await expect(home).toContainText('3 vezes por semana');

  // The family's week: six entries, each marked as the professional's, with the goal.
  await page.goto(`/child/${childId}/schedule`);
  const assigned = page.getByTestId('schedule-entry').filter({ has: page.getByTestId('assigned-by') });
  await expect(assigned).toHaveCount(6);
  for (const slot of ['slot-1-morning', 'slot-3-morning', 'slot-5-morning']) {
    const entries = page.getByTestId(slot).getByTestId('schedule-entry');
    await expect(entries.filter({ hasText: THIRSTY })).toContainText(`Indicada por ${PRO} · ${PRO_TYPE}`);
    await expect(entries.filter({ hasText: COLOURS })).toContainText(`Meta: ${GOAL}`);
  }
  await expectNoSeriousA11yViolations(page);
  // The family plays both from Monday's entries: 100 % each.
  await playFromWeek(page, 'slot-1-morning', THIRSTY, playThirsty);
  await playFromWeek(page, 'slot-1-morning', COLOURS, playColours);

  // The professional sees this week's practice: 2 of the 6 assigned.
  await pro.reload();
  await expect(home).toContainText(/: 2 de 6/);

  // A session with Lia, and its 10 trials on the trials page: 3 missed, then 7 right on their own.
  await pro.getByRole('link', { name: 'Registrar sessão', exact: true }).click();
  await pro.waitForURL(/\/professional\/session\/new\?child=\d+$/);
  await pro.getByLabel('Início', { exact: true }).fill('14:00');
  await pro.getByLabel('Término').fill('14:45');
  await pro.getByLabel('Tipo de sessão').selectOption({ label: 'Individual' });
  await pro.getByRole('button', { name: 'Salvar sessão' }).click();
  await pro.waitForURL(/\/professional\/session\/\d+$/);
  await pro.getByRole('link', { name: 'Registrar tentativas' }).click();
  await pro.waitForURL(/\/professional\/child\/\d+\/sessoes\/\d+\/tentativas$/);
  await expect(pro.getByRole('heading', { level: 1, name: `Tentativas da sessão de ${today()}` })).toBeVisible();
  const recorder = pro.getByRole('region', { name: 'Registrar tentativas' });
  await expectNoSeriousA11yViolations(pro);
  await trial(recorder, 'Verbal', 'Com ajuda');
  await trial(recorder, 'Verbal', 'Incorreto');
  await trial(recorder, 'Gestual', 'Sem resposta');
  for (let n = 4; n <= 9; n++) await trial(recorder, 'Independente', 'Correto');
  const chips = recorder.getByRole('list', { name: 'Tentativas registradas' }).getByRole('listitem');
  await expect(chips).toHaveCount(9);
  // 6 of 9 saved (67 %): not met yet.
  await expect
    .poll(async () => {
      const list = await (await pro.request.get(`/api/children/${childId}/goals`)).json();
      return `${list.goals[0].status} ${list.goals[0].last_value}`;
    })
    .toBe('active 67');
  const met = recorder.getByText(/^Meta alcançada em /);
  await expect(met).toHaveCount(0);
  await trial(recorder, 'Independente', 'Correto');
  await expect(met).toHaveText(`Meta alcançada em ${today()}!`);
  await expect(chips).toHaveCount(10);
  await expect(chips.last()).toHaveText(/Tentativa 10: Correto, Independente/);
  await expect(recorder).toContainText('70 %');
  await expectNoSeriousA11yViolations(pro);

  // The goal's page: met, and the chart with the session and the two games.
  await pro.goto(`/professional/child/${childId}`);
  await expect(proCard).toContainText(`Meta alcançada em ${today()}`);
  await expect(proCard).toContainText('Última medida: 70 %');
  await proCard.getByRole('link', { name: `Ver meta: ${GOAL}` }).click();
  await pro.waitForURL(/\/professional\/child\/\d+\/metas\/\d+$/);
  await expect(pro.getByRole('heading', { level: 1, name: GOAL })).toBeVisible();
  await expect(pro.getByText(`Meta alcançada em ${today()}`)).toBeVisible();
  const chart = pro.getByTestId('goal-chart');
  await expect(chart.getByTestId('series-sessions')).toBeVisible();
  await expect(chart.getByTestId('series-games')).toBeVisible();
  // A horizontal line has no height: there, not 'visible'.
  await expect(chart.getByTestId('criterion-line')).toBeAttached();
  await expect(chart).toContainText('70 %');
  await pro.getByText('Ver dados do gráfico').click();
  const data = pro.getByRole('table', { name: 'Medidas da meta' });
  await expect(data.getByRole('row').filter({ hasText: 'Sessão' })).toContainText('70 %');
  await expect(data.getByRole('row').filter({ hasText: `Jogo: ${THIRSTY}` })).toContainText('100 %');
  await expect(data.getByRole('row').filter({ hasText: `Jogo: ${COLOURS}` })).toContainText('100 %');
  await expect(pro.getByText('Meta alcançada', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(pro);

  // The parent sees it met: the child page, the goal's page and the report.
  await page.goto(`/child/${childId}`);
  const parentCard = page.getByRole('region', { name: 'Metas' }).getByRole('listitem').filter({ hasText: GOAL });
  await expect(parentCard).toContainText(`Meta alcançada em ${today()}`);
  await expect(parentCard).toContainText(`Criada por ${PRO}`);
  await parentCard.getByRole('link', { name: `Ver meta: ${GOAL}` }).click();
  await page.waitForURL(/\/child\/\d+\/metas\/\d+$/);
  await expect(page.getByText(`Meta alcançada em ${today()}`)).toBeVisible();
  await expect(page.getByTestId('goal-chart').getByTestId('series-sessions')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto(`/child/${childId}`);
  await page.getByRole('button', { name: 'Relatório de progresso' }).click();
  const report = page.getByRole('dialog', { name: 'Relatório de progresso de Lia' });
  const reportGoal = report.getByTestId('report-goals').getByRole('listitem').filter({ hasText: GOAL });
  await expect(reportGoal).toContainText(`Meta alcançada em ${today()}`);
  await expect(reportGoal).toContainText('Última medida: 70 %');
  await report.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(report).toBeHidden();

  // The plan, from the professional's child page: the CSV and the PDF, read back.
  await pro.goto(`/professional/child/${childId}`);
  await expectNoSeriousA11yViolations(pro);
  const csv = await download(pro, 'Baixar CSV');
  expect(csv.file.suggestedFilename()).toMatch(/\.csv$/);
  const text = csv.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
  const column = (name: string) => header!.indexOf(name);
  expect(column('registro')).toBe(0);
  const goalRow = rows.find((r) => r[0] === 'Meta' && r[column('meta')] === GOAL);
  expect(goalRow, 'the goal row').toBeTruthy();
  expect(goalRow![column('critério')]).toBe(CRITERION);
  expect(goalRow![column('situação')]).toBe('Alcançada');
  expect(rows.filter((r) => r[0] === 'Tentativa' && r[column('meta')] === GOAL)).toHaveLength(10);
  expect(rows.filter((r) => r[0] === 'Jogo').map((r) => r[column('atividade')])).toEqual(
    expect.arrayContaining([THIRSTY, COLOURS]),
  );

  const pdf = await download(pro, 'Baixar PDF');
  expect(pdf.file.suggestedFilename()).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text: pdfWords } = await pdfText(pdf.bytes);
  expect(pdfWords).toContain('Plano terapêutico de Lia');
  expect(pdfWords).toContain(GOAL);
  expect(pdfWords).toContain(`Meta alcançada em ${today()}`);
  await context.close();
});
