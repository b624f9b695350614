import { expect, test, type Page } from '@playwright/test';
import { childIdOf } from './support/games';
import {
  COLOURS,
  leaveChildMode,
  playColours,
  queuedOnDevice,
  waitForWorker,
  weekCompletions,
} from './support/offline';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';
import { mockSpeech } from './support/speech';

// docs/product.md#my-day: the day the child runs in child mode. The app's worker is allowed, so the
// screens the day opens without a connection come from the device (docs/product.md#offline-play).
test.use({ serviceWorkers: 'allow' });

const DAY_LABELS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];

/** Today's weekday in São Paulo, as the week names it ('Segunda'). */
function todayInSaoPaulo(): string {
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    new Date(),
  );
  return DAY_LABELS[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(weekday)]!;
}

/** Opens the add dialog of today's slot. */
async function openAdd(page: Page, slot: string) {
  const today = todayInSaoPaulo();
  await page.getByRole('button', { name: `Adicionar atividade em ${today}, ${slot}` }).click();
  const dialog = page.getByRole('dialog', { name: `Adicionar atividade — ${today}, ${slot}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A routine task for today: its picture (which names it), a time, maybe a timer. */
async function addRoutine(page: Page, slot: string, picture: string, time: string, timer?: string) {
  const dialog = await openAdd(page, slot);
  await dialog.locator('label', { hasText: 'Tarefa da rotina' }).click();
  await dialog.getByRole('group', { name: 'Figura' }).locator('label', { hasText: picture }).click();
  await expect(dialog.getByLabel('Nome da tarefa')).toHaveValue(picture);
  await dialog.getByLabel('Horário (opcional)').fill(time);
  if (timer) await dialog.getByLabel('Cronômetro (minutos, opcional)').fill(timer);
  await dialog.getByRole('button', { name: 'Adicionar tarefa' }).click();
  await expect(dialog).toBeHidden();
}

test("'Meu dia': the parent plans today, the child plays the next entry and ticks the routine, offline too, and the grown-up leaves", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'meu-dia', parent: 'Rita Nunes', child: 'Bia' });
  const childId = await childIdOf(page, 'Bia');

  // The parent plans today: a game at 07:00, brushing teeth at 07:30 with a timer, pyjamas at night.
  await page.getByTestId('child-card').getByRole('link', { name: 'Cronograma Semanal' }).click();
  await page.waitForURL(/\/child\/\d+\/schedule$/);
  const game = await openAdd(page, 'Manhã');
  await game.getByLabel('Horário (opcional)').fill('07:00');
  await game.getByLabel('Buscar atividade').fill(COLOURS);
  await game.getByRole('listitem').filter({ hasText: COLOURS }).getByRole('button').click();
  await expect(game).toBeHidden();
  await addRoutine(page, 'Manhã', 'Escovar os dentes', '07:30', '2');
  await addRoutine(page, 'Noite', 'Vestir o pijama', '20:00');
  const morning = page.getByTestId(`slot-${DAY_LABELS.indexOf(todayInSaoPaulo())}-morning`);
  await expect(morning.getByTestId('schedule-entry').filter({ hasText: 'Escovar os dentes' })).toContainText(
    'Tarefa · 07:30',
  );
  await expectNoSeriousA11yViolations(page);

  // 'Meu dia' in child mode, from the week.
  await page.getByRole('button', { name: 'Abrir o Meu dia no modo criança' }).click();
  await page.waitForURL(new RegExp(`/child/${childId}/meu-dia$`));
  const layer = page.getByRole('region', { name: 'Modo criança' });
  await expect(layer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu dia' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeHidden();
  const next = page.locator('[aria-current="step"]');
  await expect(next).toContainText(COLOURS);
  await expect(next).toContainText('Agora');
  await expect(next).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  // The next entry is played in child mode, and back on the day it is done.
  await next.click();
  await expect(page.getByTestId('play-area')).toBeVisible();
  await expect(layer).toBeVisible();
  await playColours(page);
  const card = page.getByTestId('completion-card');
  await card.getByRole('button', { name: 'Voltar ao meu dia' }).click();
  await page.waitForURL(new RegExp(`/child/${childId}/meu-dia$`));
  await expect(page.getByRole('listitem').filter({ hasText: COLOURS })).toContainText('Feito');
  await expect(next).toContainText('Escovar os dentes');

  // The routine's card: its timer, then 'Feito!' ticks it once, +1 ⭐.
  await next.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Escovar os dentes' })).toBeFocused();
  const timer = page.getByTestId('routine-timer');
  await expect(timer).toContainText('02:00');
  await timer.getByRole('button', { name: 'Começar' }).click();
  await expect(timer).toContainText('01:5');
  await timer.getByRole('button', { name: 'Pausar' }).click();
  await page.getByRole('button', { name: 'Feito!' }).click();
  await expect(page.getByText('+1 ⭐')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Feito!' })).toBeHidden();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Voltar ao meu dia' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Escovar os dentes' })).toContainText('Feito');
  const week = (await (await page.request.get(`/api/children/${childId}/schedule`)).json()) as {
    id: number;
    activity_title: string;
    is_completed: boolean;
  }[];
  const entry = (title: string) => week.find((e) => e.activity_title === title)!;
  expect(await weekCompletions(entry(COLOURS).id)).toHaveLength(1);
  expect(await weekCompletions(entry('Escovar os dentes').id)).toHaveLength(1);
  // The stars: the game's (3 for 100 %) and the routine's one.
  await expect(page.getByTestId('stars-balance')).toContainText('⭐ 4');

  // A reload, or an address typed by hand, stays on the day.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meu dia' })).toBeVisible();
  await expect(layer).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForURL(new RegExp(`/child/${childId}/meu-dia$`));
  await expect(next).toContainText('Vestir o pijama');

  // Without a connection, 'Feito!' is kept on the device and sent when the connection returns.
  await waitForWorker(page);
  await context.setOffline(true);
  await next.click();
  await page.getByRole('button', { name: 'Feito!' }).click();
  await expect(page.getByText('+1 ⭐')).toBeVisible();
  await expect(page.getByText('Aguardando envio')).toBeVisible();
  expect(await weekCompletions(entry('Vestir o pijama').id)).toEqual([]);
  expect((await queuedOnDevice(page)).map((item) => item.kind)).toEqual(['tick']);
  await page.getByRole('button', { name: 'Voltar ao meu dia' }).click();
  await expect(page.getByTestId('day-celebration')).toContainText('Você terminou o seu dia! Muito bem!');
  await context.setOffline(false);
  await expect(page.getByText('Aguardando envio')).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => weekCompletions(entry('Vestir o pijama').id)).toHaveLength(1);
  await expect(page.getByTestId('stars-balance')).toContainText('⭐ 5');
  await expectNoSeriousA11yViolations(page);

  // The grown-up's exit leaves: the parent's preview of the day, the top bar back.
  await leaveChildMode(page);
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir o Meu dia no modo criança' })).toBeVisible();
  await page.goto('/dashboard');
  await page.waitForURL(/\/dashboard$/);
});
