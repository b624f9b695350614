import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, totpCodeFor } from './support/admin';
import { invitationLink } from './support/mail';
import { expectNoSeriousA11yViolations, uniqueEmail } from './support/session';

// The administrators' team (docs/product.md#admin-team-screens, docs/product.md#admin-account): an
// owner invites a support admin by e-mail; the invitee sets a username and password through the
// link, signs in, turns the second factor on with the QR code in 'Minha conta', and then sees only
// the support areas.

const QR_ALT = 'Código QR da conta NeuroBridge para o aplicativo autenticador';
const NOTICE = 'Sua função na equipe não permite esta área.';

test('an owner invites a support admin, who sets up the account and the second factor and sees only the support areas', async ({
  browser,
  page: owner,
}) => {
  const email = uniqueEmail('suporte.equipe');
  const username = `suporte-${randomBytes(3).toString('hex')}`;
  const password = 'Girafa-azul toca violino 42';

  // The owner opens Equipe from the dashboard and invites.
  await signInAsAdmin(owner);
  await owner
    .getByRole('navigation', { name: 'Áreas da administração' })
    .getByRole('link', { name: /^Equipe/ })
    .click();
  await owner.waitForURL(/\/admin\/equipe$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await expect(owner.getByRole('table', { name: 'Administradores' })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  await owner.getByRole('button', { name: 'Convidar administrador' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Convidar administrador' });
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('radio', { name: 'Suporte' }).check();
  await expectNoSeriousA11yViolations(owner);
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(owner.getByText(`Convite enviado para ${email}.`).first()).toBeVisible();
  const invitation = owner.getByRole('table', { name: 'Convites' }).getByRole('row', { name: new RegExp(email) });
  await expect(invitation).toContainText('Suporte');
  await expect(invitation).toContainText('Pendente');

  // The invitee, in a browser of their own with no admin sign-in, opens the e-mailed link.
  const link = new URL(await invitationLink(email, 'admin_invitation'));
  const inviteeContext = await browser.newContext();
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link.pathname);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Entrar para a equipe da NeuroBridge' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  await expect(invitee.getByText('Suporte', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  await invitee.getByLabel('Usuário').fill(username);
  await invitee.getByLabel('Senha', { exact: true }).fill(password);
  await invitee.getByLabel('Repita a senha').fill(password);
  await invitee.getByRole('button', { name: 'Criar minha conta' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Conta criada' })).toBeVisible();
  await invitee.getByRole('link', { name: 'Entrar' }).click();

  // Signs in: a support admin starts on the dashboard.
  await invitee.waitForURL(/\/admin\/login$/);
  await invitee.getByLabel('Usuário').fill(username);
  await invitee.getByLabel('Senha').fill(password);
  await invitee.getByRole('button', { name: 'Entrar' }).click();
  await invitee.waitForURL(/\/admin\/dashboard$/);
  await expect(invitee.getByText(`Conectado como ${username}`)).toBeVisible();

  // 'Minha conta': the second factor with the QR code beside the key.
  await invitee
    .getByRole('navigation', { name: 'Áreas da administração' })
    .getByRole('link', { name: /^Minha conta/ })
    .click();
  await invitee.waitForURL(/\/admin\/conta$/);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await invitee.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
  await expect(invitee.getByRole('img', { name: QR_ALT })).toBeVisible();
  const secret = await invitee.getByTestId('totp-secret').getAttribute('data-secret');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  await expectNoSeriousA11yViolations(invitee);
  await invitee.getByLabel('Código do aplicativo').fill(await totpCodeFor(secret!, username));
  await invitee.getByRole('button', { name: 'Confirmar' }).click();
  await expect(invitee.getByRole('heading', { name: 'Verificação em duas etapas ativada' })).toBeVisible();
  await expect(invitee.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(10);
  await invitee.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(invitee.getByText('Códigos de recuperação restantes: 10 de 10.')).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);

  // Only the support areas: no money, no settings, no team.
  await invitee.getByRole('link', { name: 'Voltar ao painel' }).click();
  const areas = invitee.getByRole('navigation', { name: 'Áreas da administração' });
  await expect(areas.getByRole('link', { name: /^Usuários/ })).toBeVisible();
  await expect(areas.getByRole('link', { name: /^E-mails enviados/ })).toBeVisible();
  for (const hidden of [/^Receita/, /^Pagamentos/, /^Configurações gerais/, /^Mercado Pago/, /^Equipe/]) {
    await expect(areas.getByRole('link', { name: hidden })).toHaveCount(0);
  }

  // The team screen by its address: the calm notice, and the way back.
  await invitee.goto('/admin/equipe');
  await expect(invitee.getByText(NOTICE)).toBeVisible();
  await expect(invitee.getByRole('table', { name: 'Administradores' })).toHaveCount(0);
  await invitee.getByRole('link', { name: 'Ir para o início' }).click();
  await invitee.waitForURL(/\/admin\/dashboard$/);

  // The owner's list now has the new support admin, with the second factor on.
  await owner.reload();
  const member = owner.getByRole('table', { name: 'Administradores' }).getByRole('row', { name: new RegExp(username) });
  await expect(member).toContainText('Suporte');
  await expect(member).toContainText('Ativa');
  await expect(
    owner.getByRole('table', { name: 'Convites' }).getByRole('row', { name: new RegExp(email) }),
  ).toContainText('Aceito');
  await inviteeContext.close();
});
