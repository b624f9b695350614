import { headerLine, htmlDocument, joinNames, paragraphHtml, type RenderedEmail } from './templates';

const SIGNATURE = 'Equipe NeuroBridge';

function rendered(subject: string, paragraphs: string[]): RenderedEmail {
  return {
    subject: headerLine(subject),
    text: paragraphs.join('\n\n'),
    html: htmlDocument(paragraphs.map(paragraphHtml)),
  };
}

const greeting = (name: string | null) => (name?.trim() ? `Olá, ${headerLine(name)}!` : 'Olá!');

export interface ProfessionalAccessEndedInput {
  /** The professional's full name; none for a greeting without one. */
  name: string | null;
  /** The administration's reason, as the admin wrote it (paragraphs kept). */
  reason: string;
  /** Whether requests to accept an invitation, waiting for a family, were refused too. */
  requestsRefused: boolean;
}

/**
 * `professional_access_ended`: to the professional whose every access the administration ended,
 * with the reason (docs/product.md#admin-professionals).
 */
export function professionalAccessEndedEmail(input: ProfessionalAccessEndedInput): RenderedEmail {
  return rendered('Seu acesso às crianças no NeuroBridge foi encerrado', [
    greeting(input.name),
    'A administração do NeuroBridge encerrou o seu acesso às crianças que as famílias compartilharam com você. As famílias foram avisadas.',
    ...(input.requestsRefused
      ? ['Os seus pedidos de acesso que aguardavam a resposta de uma família também foram encerrados.']
      : []),
    `Motivo:\n${input.reason.trim()}`,
    'As sessões que você já registrou continuam no histórico das crianças. Se tiver dúvidas, fale com a administração do NeuroBridge.',
    SIGNATURE,
  ]);
}

export interface FamilyAccessEndedInput {
  /** The parent's full name; none for a greeting without one. */
  parentName: string | null;
  /** The professional as the family knows them: full name, else e-mail. */
  professionalName: string;
  /** The family's children the professional no longer sees. */
  childNames: string[];
}

/**
 * `professional_access_ended_family`: to each family whose children a professional no longer sees
 * because the administration ended their access (docs/product.md#admin-professionals). The reason
 * is the professional's to read: it is not repeated here.
 */
export function familyAccessEndedEmail(input: FamilyAccessEndedInput): RenderedEmail {
  const pro = headerLine(input.professionalName);
  const children = joinNames(input.childNames);
  return rendered(`O acesso de ${pro} a ${children} foi encerrado`, [
    greeting(input.parentName),
    `A administração do NeuroBridge encerrou o acesso de ${pro} a ${children}. A partir de agora, ${pro} não vê mais ${input.childNames.length === 1 ? 'a criança' : 'as crianças'} no NeuroBridge.`,
    'As sessões já registradas continuam visíveis para você na página de cada criança. Se tiver dúvidas, fale com a administração do NeuroBridge.',
    SIGNATURE,
  ]);
}
