import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { childIdOf } from './support/games';
import { professionalWithAccess } from './support/professional';
import { expectNoSeriousA11yViolations, newFamilyWithChild } from './support/session';

/*
 * A session's trials recorded by two people (docs/product.md#session-trials): the professional
 * records on a phone from the session's page, the parent records the same session from the child
 * page, and both see how their records agree, trial by trial; a reload keeps the lists, and undo
 * is saved.
 */

const PHONE = { width: 390, height: 844 };
const day = (style: 'iso' | 'br') =>
  new Intl.DateTimeFormat(style === 'iso' ? 'en-CA' : 'pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
  }).format(new Date());

/** Taps the responses in order at the prompt level shown, then waits for the last save. */
async function record(recorder: Locator, responses: string[]) {
  for (const response of responses) await recorder.getByRole('button', { name: response, exact: true }).click();
  await expect(recorder.getByRole('status').filter({ hasText: 'Salvo' })).toBeVisible();
}

test('the professional and the parent record the same session: their trials and how they agree', async ({
  page,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  await newFamilyWithChild(page, { prefix: 'tentativas', parent: 'Rita Alves', child: 'Caio' });
  const childId = await childIdOf(page, 'Caio');
  const { pro, context } = await professionalWithAccess(page, browser, {
    child: 'Caio',
    name: 'Paula Nunes',
    type: 'Fonoaudiólogo(a)',
  });
  await pro.setViewportSize(PHONE);
  const goal = await pro.request.post(`/api/children/${childId}/goals`, {
    data: {
      title: 'Nomear cores',
      area: 'language',
      criterion_percent: 80,
      criterion_count: 3,
      criterion_unit: 'sessions',
      measure: 'trials',
      start_date: day('iso'),
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(goal.status()).toBe(201);
  const session = await pro.request.post('/api/professional/sessions', {
    data: {
      child_id: childId,
      session_date: day('iso'),
      start_time: '14:00',
      end_time: '14:45',
      session_type: 'individual',
    },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(session.status()).toBe(201);
  const sessionId = ((await session.json()) as { id: number }).id;

  // The professional, from the session's page.
  await pro.goto(`/professional/session/${sessionId}`);
  await pro.getByRole('link', { name: 'Registrar tentativas' }).click();
  await pro.waitForURL(`**/professional/child/${childId}/sessoes/${sessionId}/tentativas`);
  await expect(pro.getByRole('heading', { level: 1, name: `Tentativas da sessão de ${day('br')}` })).toBeVisible();
  await expect(pro.getByText('Individual · Paula Nunes')).toBeVisible();
  const proRecorder = pro.getByRole('region', { name: 'Registrar tentativas' });
  await record(proRecorder, ['Correto', 'Correto', 'Incorreto', 'Correto']);
  await expect(proRecorder.getByRole('list', { name: 'Tentativas registradas' }).getByRole('listitem')).toHaveCount(4);

  // The parent, from the child page's sessions, records the same session.
  await page.goto(`/child/${childId}`);
  await page.getByRole('link', { name: `Tentativas da sessão de ${day('br')}` }).click();
  await page.waitForURL(`**/child/${childId}/sessoes/${sessionId}/tentativas`);
  const panel = page.getByRole('region', { name: 'Concordância entre registros' });
  await expect(panel).toContainText('Paula Nunes');
  await expect(panel).toContainText('Registro principal');
  await expect(panel).toContainText('75 % correto · 75 % independente · 4 tentativas');
  const recorder = page.getByRole('region', { name: 'Registrar tentativas' });
  await record(recorder, ['Correto', 'Correto', 'Correto', 'Correto']);
  await expect(panel).toContainText('Rita Alves: 75 % de concordância (tentativa a tentativa)');
  await expectNoSeriousA11yViolations(page);

  // A reload keeps the list; undo takes the last away, and that is saved too.
  await page.reload();
  const chips = recorder.getByRole('list', { name: 'Tentativas registradas' }).getByRole('listitem');
  await expect(chips).toHaveCount(4);
  await recorder.getByRole('button', { name: 'Desfazer' }).click();
  await expect(recorder.getByRole('status').filter({ hasText: 'Salvo' })).toBeVisible();
  await expect(panel).toContainText('Rita Alves: 50 % de concordância (tentativa a tentativa)');
  await page.reload();
  await expect(chips).toHaveCount(3);

  // The professional sees the parent's record beside theirs.
  await pro.reload();
  const proPanel = pro.getByRole('region', { name: 'Concordância entre registros' });
  await expect(proPanel).toContainText('Rita Alves: 50 % de concordância (tentativa a tentativa)');
  await expect(proPanel).toContainText('100 % correto · 100 % independente · 3 tentativas');
  await context.close();
});
