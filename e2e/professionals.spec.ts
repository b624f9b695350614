import { expect, test, type Page } from '@playwright/test';
import { sql } from './support/db';
import { invitationLink } from './support/mail';
import {
  acceptTerms,
  expectNoSeriousA11yViolations,
  newFamilyWithChild,
  PROFESSIONAL_TERMS,
  uniqueEmail,
} from './support/session';

// docs/product.md#professionals: the parent invites, the professional accepts through the e-mail's
// link in another browser, works with the child, and the parent sees it all and can take it back.

async function invite(page: Page, email: string, child: string) {
  await page.getByRole('button', { name: 'Convidar profissional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar profissional' });
  await dialog.getByLabel('E-mail do profissional').fill(email);
  await dialog.getByLabel(child).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();
}

const PHONE = { width: 390, height: 844 };

/**
 * On a phone: the top bar is one row (docs/product.md#professional-screens) and nothing people typed
 * widens the page; each button named stays visible and on top, not covered by text.
 */
async function expectFitsPhone(page: Page, buttons: string[] = []) {
  const bar = await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox();
  expect(bar!.height).toBeLessThanOrEqual(64);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  for (const name of buttons) {
    const button = page.getByRole('button', { name, exact: true });
    await button.scrollIntoViewIfNeeded();
    const uncovered = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return r.right <= window.innerWidth && top !== null && el.contains(top);
    });
    expect(uncovered, name).toBe(true);
  }
}

/** Five answers of the emotion game, then the saved result. */
async function playEmotionGame(page: Page) {
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Pergunta ${n} de 5`)).toBeVisible();
    const options = page.getByRole('group').getByRole('button');
    await options.first().click();
    await expect(options.first()).toBeDisabled();
  }
  const done = page.getByTestId('completion-card');
  await expect(done).toBeVisible({ timeout: 10_000 });
  await expect(done.getByText('Progresso salvo.')).toBeVisible();
}

test('invite → the professional signs in through the link, accepts, logs a session and plays → the parent sees it and revokes', async ({
  page,
  browser,
}) => {
  await newFamilyWithChild(page, { prefix: 'familia', parent: 'Renata Dias', child: 'Lia' });
  // A second child the professional is not given.
  await page.getByRole('button', { name: 'Adicionar criança' }).click();
  const form = page.getByRole('dialog', { name: 'Adicionar criança' });
  await form.getByLabel('Nome').fill('Davi');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Davi', exact: true })).toBeVisible();

  const proEmail = uniqueEmail('terapeuta');
  await invite(page, proEmail, 'Lia');
  const link = await invitationLink(proEmail);

  // The professional, in a browser of their own, signed out.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await pro.goto(link);
  await expect(pro.getByRole('heading', { name: 'Convite para profissional' })).toBeVisible();
  await pro.getByRole('link', { name: 'Entrar para aceitar' }).click();
  await pro.waitForURL(/\/dev-idp\/interaction\//);
  await pro.getByLabel('E-mail').fill(proEmail);
  await pro.getByLabel('Nome').fill('Paula Nunes');
  await pro.getByRole('button', { name: 'Entrar' }).click();
  await pro.waitForURL(/\/accept-invitation\//);
  const terms = pro.getByRole('dialog', { name: 'Termos de Uso e Privacidade' });
  await terms.getByTestId('terms-text').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await terms.getByRole('button', { name: 'Aceito', exact: true }).click();
  await expect(pro.getByText('Renata Dias convidou você para acompanhar Lia.')).toBeVisible();
  await expectNoSeriousA11yViolations(pro);
  await pro.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(pro.getByText('Por favor, selecione o tipo de profissional.')).toBeVisible();
  await pro.getByLabel('Tipo de profissional').selectOption({ label: 'Psicólogo(a)' });
  await pro.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(pro.getByText('Convite aceito!')).toBeVisible();
  await pro.waitForURL(/\/professional-dashboard$/);
  // Working as a professional starts with the professional's terms (docs/product.md#consent-gate).
  await acceptTerms(pro, PROFESSIONAL_TERMS);
  // The link works once.
  await pro.goto(link);
  await expect(pro.getByText('Este convite já foi usado.')).toBeVisible();
  await pro.goto('/professional-dashboard');

  // Only the child they were given.
  await expect(pro.getByRole('heading', { name: 'Painel do profissional' })).toBeVisible();
  await expect(pro.getByRole('link', { name: 'Ver criança: Lia' })).toBeVisible();
  await expect(pro.getByText('Davi')).toHaveCount(0);
  await expectNoSeriousA11yViolations(pro);

  // A session with Lia.
  await pro.getByRole('link', { name: 'Registrar sessão com Lia' }).click();
  await pro.waitForURL(/\/professional\/session\/new\?child=\d+$/);
  await pro.getByLabel('Início', { exact: true }).fill('14:00');
  await pro.getByLabel('Término').fill('14:45');
  await pro.getByLabel('Tipo de sessão').selectOption({ label: 'Individual' });
  await pro.getByLabel('Anotações da sessão').fill('Trabalhamos a espera da vez com o jogo das emoções.');
  await expectNoSeriousA11yViolations(pro);
  await pro.getByRole('button', { name: 'Salvar sessão' }).click();
  await pro.waitForURL(/\/professional\/session\/\d+$/);
  await expect(pro.getByText('Sessão registrada.')).toBeVisible();

  // 5000 characters without a space, on a phone: they wrap, and 'Editar' and 'Excluir sessão'
  // stay reachable; the menu is one row, its words behind "Menu".
  await sql(
    `update professional_sessions set session_notes = session_notes || ' ' || repeat('x', 4900)
     where professional_user_id = (select id from users where email = $1)`,
    [proEmail],
  );
  const desktop = pro.viewportSize()!;
  await pro.setViewportSize(PHONE);
  await pro.reload();
  await expect(pro.getByText('x'.repeat(100))).toBeVisible();
  await expectFitsPhone(pro, ['Editar', 'Excluir sessão']);
  await pro.getByRole('button', { name: 'Menu' }).click();
  await pro.getByRole('link', { name: 'Sessões', exact: true }).click();
  await pro.waitForURL(/\/professional\/sessions$/);
  await expectFitsPhone(pro);
  await pro.setViewportSize(desktop);

  // An activity for Lia, at the family's tier: the result counts for her.
  await pro.goto('/professional-dashboard');
  await pro.getByRole('link', { name: 'Ver criança: Lia' }).click();
  await pro.waitForURL(/\/professional\/child\/\d+$/);
  const childId = /\/professional\/child\/(\d+)$/.exec(pro.url())![1]!;
  await pro.goto(`/activities?child=${childId}`);
  await pro
    .getByTestId('activity-card')
    .filter({ hasText: 'Como eles se sentem?' })
    .getByRole('link', { name: /Iniciar Atividade/ })
    .click();
  await pro.getByRole('button', { name: 'Começar' }).click();
  await playEmotionGame(pro);

  // The parent sees the session and the progress on Lia's page.
  await page.goto(`/child/${childId}`);
  await expect(page.getByText('Trabalhamos a espera da vez com o jogo das emoções.')).toBeVisible();
  await expect(page.getByTestId('recent-progress').getByRole('listitem').first()).toContainText('Como eles se sentem?');
  await expect(page.getByText('Paula Nunes').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The family's phone: one row of top bar, and the long notes wrap on the child's page.
  const parentDesktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page, ['Remover acesso: Paula Nunes']);
  await page.setViewportSize(parentDesktop);

  // Revoking takes effect on the professional's next request.
  await page.getByRole('button', { name: 'Remover acesso' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover o acesso de Paula Nunes?' });
  await confirm.getByRole('button', { name: 'Remover acesso' }).click();
  await expect(page.getByText('Acesso de Paula Nunes removido.')).toBeVisible();
  await expect(page.getByText('Nenhum profissional acompanha Lia ainda.')).toBeVisible();

  await pro.goto(`/professional/child/${childId}`);
  await expect(pro.getByText('Criança não encontrada.')).toBeVisible();
  expect((await pro.request.get(`/api/professional/children/${childId}/summary`)).status()).toBe(404);
  await pro.goto('/professional-dashboard');
  await expect(
    pro.getByText('Nenhuma criança atribuída ainda. Quando uma família convidar você, as crianças aparecem aqui.'),
  ).toBeVisible();
  await proContext.close();
});

test('the invitation page says when a link is unknown, expired or used', async ({ page }) => {
  await newFamilyWithChild(page, { prefix: 'erro', parent: 'Tom Reis', child: 'Ana' });
  await page.goto('/accept-invitation/naoexisteestetokendeconvite123');
  await expect(page.getByText('Convite não encontrado ou inválido.')).toBeVisible();

  await page.goto('/dashboard');
  const late = uniqueEmail('atrasada');
  await invite(page, late, 'Ana');
  await sql(`update invitations set expires_at = now() - interval '1 minute' where professional_email = $1`, [late]);
  await page.goto(await invitationLink(late));
  await expect(page.getByText('Este convite expirou.')).toBeVisible();

  await page.goto('/dashboard');
  const used = uniqueEmail('usado');
  await invite(page, used, 'Ana');
  await sql(`update invitations set status = 'declined', declined_at = now() where professional_email = $1`, [used]);
  await page.goto(await invitationLink(used));
  await expect(page.getByText('Este convite já foi usado.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
