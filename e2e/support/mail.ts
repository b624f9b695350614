import { open } from '../../apps/server/src/lib/secret-box';
import { sql } from './db';
import { E2E_SECRETS_KEY } from './secrets-key.mjs';

/**
 * The link of the newest invitation e-mail to `email`, as the professional (or, with
 * `admin_invitation`, the invited administrator) receives it: the outbox keeps it sealed until
 * delivery (docs/product.md#secrets).
 */
export async function invitationLink(email: string, template = 'professional_invitation'): Promise<string> {
  const [row] = await sql(
    `select secrets_enc from email_outbox where to_email = $1 and template_type = $2
     order by id desc limit 1`,
    [email.toLowerCase(), template],
  );
  if (!row) throw new Error(`no invitation e-mail to ${email}`);
  const secrets = JSON.parse(open(Buffer.from(E2E_SECRETS_KEY, 'base64'), row.secrets_enc as string));
  return secrets.link as string;
}
