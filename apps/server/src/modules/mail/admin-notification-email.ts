import { headerLine, htmlDocument, paragraphHtml, type RenderedEmail } from './templates';

export interface AdminNotificationInput {
  /** The person's name as the admin sent it; blank for a greeting without one. */
  userName: string;
  subject: string;
  /** The admin's text; paragraphs kept. */
  message?: string | null;
}

const SIGNATURE = 'Equipe NeuroBridge';

/** `admin_notification`: a message the administration writes to one user (docs/product.md#admin-user-actions). */
export function adminNotificationEmail(input: AdminNotificationInput): RenderedEmail {
  const name = headerLine(input.userName);
  const paragraphs = [
    name ? `Olá, ${name}!` : 'Olá!',
    ...(input.message?.trim() ? input.message.trim().split(/\n{2,}/) : []),
    SIGNATURE,
  ];
  return {
    subject: headerLine(input.subject),
    text: paragraphs.join('\n\n'),
    html: htmlDocument(paragraphs.map(paragraphHtml)),
  };
}
