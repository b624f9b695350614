import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS, type AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { formatDate } from '@neurobridge/shared/domain/format';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One line for a header: names typed by people may carry line breaks or control characters. */
export function headerLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

const listFormat = new Intl.ListFormat('pt-BR', { style: 'long', type: 'conjunction' });
/** "Ana", "Ana e Bruno", "Ana, Bruno e Carla". */
export function joinNames(names: string[]): string {
  return listFormat.format(names);
}

/** One paragraph of text as HTML: escaped, with its line breaks kept. */
export function paragraphHtml(text: string): string {
  return `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

export function htmlDocument(paragraphs: string[]): string {
  return `<!doctype html><html lang="pt-BR"><body>${paragraphs.join('')}</body></html>`;
}

export interface InvitationEmailInput {
  /** The parent's full name, or their e-mail when they have none. */
  parentName: string;
  childNames: string[];
  message?: string | null;
  /** `${appUrl}/accept-invitation/${token}` (docs/product.md#invitation-e-mail). */
  link: string;
  expiresAt: Date;
}

/** The `professional_invitation` e-mail (docs/product.md#invitation-e-mail). */
export function professionalInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const children = joinNames(input.childNames);
  const parent = input.parentName.trim();
  const message = input.message?.trim();
  const before = [
    'Olá!',
    `${parent} convidou você para acompanhar ${children} no NeuroBridge, a plataforma de atividades terapêuticas para crianças com TEA e TDAH.`,
    ...(message ? [`Mensagem de ${parent}:\n${message}`] : []),
  ];
  const linkIntro = 'Para aceitar o convite, acesse o link abaixo e entre com a sua conta:';
  const after = [
    `O convite vale até ${formatDate(input.expiresAt)} e só pode ser usado uma vez. Se você não esperava este e-mail, pode ignorá-lo.`,
    'Equipe NeuroBridge',
  ];
  const link = escapeHtml(input.link);
  return {
    subject: headerLine(`Convite para acompanhar ${children} no NeuroBridge`),
    text: [...before, `${linkIntro}\n${input.link}`, ...after].join('\n\n'),
    html: htmlDocument([
      ...before.map(paragraphHtml),
      `<p>${escapeHtml(linkIntro)}<br><a href="${link}">${link}</a></p>`,
      ...after.map(paragraphHtml),
    ]),
  };
}

export interface AccountDeletedEmailInput {
  /** Who deleted the account: the person themselves or the administration. */
  by: 'self' | 'admin';
}

/**
 * The `account_deleted` e-mail, to the address of an account just deleted
 * (docs/product.md#account-deleted-e-mail). It names no one and holds nothing of the account:
 * the outbox keeps only the address it goes to.
 */
export function accountDeletedEmail({ by }: AccountDeletedEmailInput): RenderedEmail {
  const paragraphs = [
    'Olá!',
    by === 'self'
      ? 'Como você pediu, a sua conta no NeuroBridge foi excluída.'
      : 'A sua conta no NeuroBridge foi excluída pela administração.',
    'Foram apagados para sempre o seu perfil e tudo o que era seu neste serviço. Ficam guardados apenas os registros de pagamento, como a lei exige, sem ligação com a conta.',
    'Se você entrar de novo com este e-mail, uma conta nova e vazia será criada.',
    by === 'self'
      ? 'Se não foi você quem pediu a exclusão, fale com a administração do NeuroBridge.'
      : 'Se tiver dúvidas, fale com a administração do NeuroBridge.',
    'Equipe NeuroBridge',
  ];
  return {
    subject: 'Sua conta no NeuroBridge foi excluída',
    text: paragraphs.join('\n\n'),
    html: htmlDocument(paragraphs.map(paragraphHtml)),
  };
}

export interface AdminInvitationEmailInput {
  role: AdminRole;
  /** `${appUrl}/admin/convite/${token}` (docs/product.md#admin-team). */
  link: string;
  expiresAt: Date;
}

/**
 * The `admin_invitation` e-mail: the set-up link of an invitation to the administrators' team
 * (docs/product.md#admin-team). It names the role and what it reaches, and nobody of the team:
 * a username is half of a sign-in.
 */
export function adminInvitationEmail({ role, link, expiresAt }: AdminInvitationEmailInput): RenderedEmail {
  const before = [
    'Olá!',
    `Você foi convidado para a equipe de administração do NeuroBridge com a função ${ADMIN_ROLE_LABELS[role]}: ${ADMIN_ROLE_DESCRIPTIONS[role]}`,
  ];
  const linkIntro = 'Para criar o seu acesso, abra o link abaixo e escolha um usuário e uma senha:';
  const after = [
    `O convite vale até ${formatDate(expiresAt)} e só pode ser usado uma vez. Depois de entrar, ative a verificação em duas etapas.`,
    'Se você não esperava este e-mail, pode ignorá-lo: sem o link, nenhum acesso é criado.',
    'Equipe NeuroBridge',
  ];
  const escaped = escapeHtml(link);
  return {
    subject: 'Convite para a equipe de administração do NeuroBridge',
    text: [...before, `${linkIntro}\n${link}`, ...after].join('\n\n'),
    html: htmlDocument([
      ...before.map(paragraphHtml),
      `<p>${escapeHtml(linkIntro)}<br><a href="${escaped}">${escaped}</a></p>`,
      ...after.map(paragraphHtml),
    ]),
  };
}
