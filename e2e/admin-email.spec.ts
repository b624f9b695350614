import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './support/admin';
import { sql } from './support/db';
import { startSmtpPeer, type SmtpPeer } from './support/smtp-peer';
import { expectNoSeriousA11yViolations, newFamilyWithChild, uniqueEmail } from './support/session';

// docs/product.md#admin-smtp and docs/product.md#email-outbox: the admin points the product at a
// real SMTP server (started by this test), the test e-mail and a parent's invitation arrive there,
// the invitation's link opens in a browser, and the outbox shows the delivery.

let peer: SmtpPeer;

test.beforeAll(async () => {
  peer = await startSmtpPeer();
});

test.afterAll(async () => {
  // Back to no e-mail server, so the other journeys read their e-mails in the demo outbox.
  await sql('delete from smtp_settings');
  await peer?.close();
});

const SENDER = 'nao-responda@clinica-e2e.example.com';

/** Waits for the peer to receive a message for `address` (the worker runs at least every 30 s). */
async function mailTo(address: string, timeout = 45_000) {
  await expect.poll(() => peer.to(address).length, { timeout, intervals: [250, 500, 1000] }).toBeGreaterThan(0);
  return peer.to(address).at(-1)!;
}

async function invite(page: Page, email: string, child: string) {
  await page.getByRole('button', { name: 'Convidar profissional' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar profissional' });
  await dialog.getByLabel('E-mail do profissional').fill(email);
  await dialog.getByLabel(child).check();
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText(`Convite enviado para ${email}.`)).toBeVisible();
}

test('the admin configures a real SMTP server: the test e-mail and an invitation arrive, and its link opens', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);

  // No server yet: the outbox is the demo reader.
  await page.getByRole('link', { name: /E-mails enviados/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails enviados' })).toBeVisible();
  await expect(page.getByText('Modo de demonstração: nenhum e-mail sai deste servidor; leia-os aqui.')).toBeVisible();
  await page.getByRole('link', { name: 'Configurar o servidor de e-mail' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Servidor de e-mail' })).toBeVisible();
  await expect(page.getByText(/Nenhum servidor de e-mail configurado/)).toBeVisible();
  await page.getByLabel('Servidor SMTP').fill(peer.host);
  await page.getByLabel('Porta').fill(String(peer.port));
  await page.getByLabel('Usuário').fill(peer.user);
  await page.getByLabel('Senha', { exact: true }).fill(peer.password);
  await page.getByLabel('Conexão segura').uncheck();
  await page.getByLabel('Nome do remetente').fill('Clínica E2E');
  await page.getByLabel('E-mail do remetente').fill(SENDER);
  await expectNoSeriousA11yViolations(page);

  // The test e-mail goes through the settings on the screen, before they are saved.
  const box = page.getByRole('region', { name: 'E-mail de teste' });
  const send = box.getByRole('button', { name: 'Enviar e-mail de teste' });
  await expect(send).toBeDisabled();
  await expect(box.getByText('Digite um email para o teste')).toBeVisible();
  const testAddress = uniqueEmail('admin-teste');
  await box.getByLabel('Enviar o teste para').fill(testAddress);
  await send.click();
  await expect(box.getByText('Email de teste enviado com sucesso!')).toBeVisible({ timeout: 20_000 });
  const testMail = await mailTo(testAddress, 5_000);
  expect(testMail.user).toBe(peer.user);
  expect(testMail.mailFrom).toBe(SENDER);
  expect(testMail.parsed.from?.value[0]).toMatchObject({ name: 'Clínica E2E', address: SENDER });
  expect(testMail.parsed.subject).toBe('Teste de e-mail do NeuroBridge');
  expect(testMail.parsed.text).toContain('Este é um e-mail de teste enviado pela administração do NeuroBridge.');
  expect(testMail.parsed.text).toContain('Se ele chegou, o servidor de e-mail está configurado corretamente.');
  expect(testMail.parsed.html).toContain('Equipe NeuroBridge');

  await page.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(page.getByText('Configurações salvas com sucesso!')).toBeVisible();
  await expect(page.getByText(`Envio ativo: os e-mails saem por ${peer.host}.`)).toBeVisible();
  // Read back: the password only masked, the switch as saved.
  await page.reload();
  await expect(page.getByLabel('Senha', { exact: true })).toHaveValue('••••••••');
  await expect(page.getByLabel('Conexão segura')).not.toBeChecked();
  await expect(page.getByLabel('Porta')).toHaveValue(String(peer.port));

  // A parent, in a browser of their own, invites a professional.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await newFamilyWithChild(parent, { prefix: 'familia-email', parent: 'Beatriz Lima', child: 'Caio' });
  const proEmail = uniqueEmail('terapeuta-email');
  await invite(parent, proEmail, 'Caio');
  await parentContext.close();

  const invitation = await mailTo(proEmail);
  expect(invitation.parsed.from?.value[0]).toMatchObject({ name: 'Clínica E2E', address: SENDER });
  expect(invitation.parsed.subject).toBe('Convite para acompanhar Caio no NeuroBridge');
  expect(invitation.parsed.text).toContain('Beatriz Lima convidou você para acompanhar Caio no NeuroBridge');
  const link = invitation.parsed.text?.match(/https?:\/\/\S+\/accept-invitation\/\S+/)?.[0];
  expect(link, 'the invitation e-mail carries its link').toBeTruthy();
  expect(invitation.parsed.html).toContain(`href="${link}"`);

  // The professional opens the link, signed out, in another browser.
  const proContext = await browser.newContext();
  const pro = await proContext.newPage();
  await pro.goto(link!);
  await expect(pro.getByRole('heading', { name: 'Convite para profissional' })).toBeVisible();
  await expect(pro.getByText(/Uma família convidou você/)).toBeVisible();
  await proContext.close();

  // The outbox shows the invitation delivered, once, and no longer the demo.
  await page.getByRole('link', { name: 'Ver e-mails enviados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails enviados' })).toBeVisible();
  await expect(page.getByText(/Modo de demonstração/)).toBeHidden();
  const row = page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: proEmail });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Convite para acompanhar Caio no NeuroBridge');
  await expect(row).toContainText('Convite para profissional');
  await expect(row).toContainText('Enviado');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await page.getByLabel('Situação').selectOption({ label: 'Enviado' });
  await expect(page.getByRole('table', { name: 'E-mails' }).getByRole('row').filter({ hasText: proEmail })).toHaveCount(
    1,
  );
  await row.getByRole('button', { name: /^Abrir/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Convite para acompanhar Caio no NeuroBridge' });
  await expect(
    dialog.getByText('Este e-mail já foi enviado: o conteúdo de um e-mail enviado não fica guardado.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(peer.to(proEmail)).toHaveLength(1);
});
