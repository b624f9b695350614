import {
  DEFAULT_FROM_NAME,
  SMTP_NOT_CONFIGURED,
  TEST_EMAIL_FAILED,
  TEST_EMAIL_SENT,
  type SmtpTestResponse,
  type smtpTestBody,
} from '@neurobridge/shared/api/admin-email';
import type { ConnectionOptions } from 'node:tls';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/http-error';
import type { Acting } from '../../lib/actor';
import { recordAudit } from '../audit/audit-log';
import {
  createSmtpTransport,
  parseSmtpUrl,
  readSmtpRow,
  senderOf,
  storedPassword,
  tlsMode,
  type SmtpConnection,
  type SmtpSender,
} from '../mail/smtp-connection';
import { headerLine, htmlDocument, paragraphHtml } from '../mail/templates';
import { assertMailPort, SMTP_TEST_TIMEOUT_MS, testFailureDetail } from './smtp-reach';
import type { SmtpSettingsService } from './smtp-settings-service';

type TestInput = z.output<typeof smtpTestBody>;
type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'secretsKey'> & {
  smtpSettings: SmtpSettingsService;
  /** Extra TLS options (tests trust their self-signed peer); certificates are always verified. */
  tls?: ConnectionOptions;
};

export const TEST_SUBJECT = 'Teste de e-mail do NeuroBridge';
const TEST_PARAGRAPHS = [
  'Este é um e-mail de teste enviado pela administração do NeuroBridge.',
  'Se ele chegou, o servidor de e-mail está configurado corretamente.',
  'Equipe NeuroBridge',
];

/**
 * The test e-mail (docs/product.md#admin-smtp): sent at once, not through the outbox, through the
 * settings on the screen (unsaved) or else the saved ones, even while sending is switched off.
 * `SMTP_URL` wins over the screen's connection. In production only the mail ports; a server that
 * cannot be reached is one text (smtp-reach.ts). Audited with its outcome.
 */
export function createSmtpTestService({ db, clock, config, secretsKey, smtpSettings, tls }: Deps) {
  async function target(input: TestInput): Promise<{ connection: SmtpConnection; sender: SmtpSender }> {
    const row = await readSmtpRow(db);
    const screen = input.settings;
    let connection: SmtpConnection | null = null;
    if (config.smtpUrl) connection = parseSmtpUrl(config.smtpUrl);
    else if (screen) {
      const password = smtpSettings.meantPassword(screen.smtp_password, storedPassword(secretsKey, row));
      connection = {
        host: screen.smtp_host,
        port: screen.smtp_port,
        user: screen.smtp_user,
        password: password.value,
        tls: tlsMode({ smtpSecure: screen.smtp_secure, smtpPort: screen.smtp_port }),
      };
    } else {
      const password = storedPassword(secretsKey, row);
      if (row.smtpHost && row.smtpUser && password) {
        connection = { host: row.smtpHost, port: row.smtpPort, user: row.smtpUser, password, tls: tlsMode(row) };
      }
    }
    if (!connection) throw new HttpError(400, SMTP_NOT_CONFIGURED);
    // The environment's connection is the operator's; the one on the screen or saved is checked here too.
    if (!config.smtpUrl) assertMailPort(connection.port, config);
    const sender = screen
      ? { name: headerLine(screen.from_name || DEFAULT_FROM_NAME), address: screen.from_email }
      : senderOf(row, connection, config.appUrl);
    return { connection, sender };
  }

  return {
    async send(input: TestInput, acting: Acting): Promise<SmtpTestResponse> {
      const { connection, sender } = await target(input);
      const wait = config.smtpTestTimeoutMs ?? SMTP_TEST_TIMEOUT_MS;
      const transport = await createSmtpTransport(connection, tls, {
        connectionTimeout: wait,
        greetingTimeout: wait,
        socketTimeout: wait,
      });
      let detail: string | null = null;
      try {
        await transport.sendMail({
          from: sender,
          to: { name: '', address: input.test_email },
          subject: TEST_SUBJECT,
          text: TEST_PARAGRAPHS.join('\n\n'),
          html: htmlDocument(TEST_PARAGRAPHS.map(paragraphHtml)),
          date: clock.now(),
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (err) {
        detail = testFailureDetail(err);
      } finally {
        transport.close();
      }
      const success = detail === null;
      await recordAudit(db, clock, {
        actor: { type: 'admin', id: acting.admin.id, label: acting.admin.username },
        from: acting.from,
        action: 'email.test_sent',
        target: { type: 'email', id: input.test_email },
        details: {
          success,
          host: connection.host,
          port: connection.port,
          settings: config.smtpUrl ? 'environment' : input.settings ? 'screen' : 'saved',
        },
      });
      return { success, message: success ? TEST_EMAIL_SENT : TEST_EMAIL_FAILED, detail };
    },
  };
}

export type SmtpTestService = ReturnType<typeof createSmtpTestService>;
