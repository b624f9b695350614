import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { EmailTemplatesService } from './email-templates-service';
import type { OutboxAdminService } from './outbox-admin-service';
import type { SmtpSettingsService } from './smtp-settings-service';
import type { SmtpTestService } from './smtp-test-service';

/** Each test e-mail opens an SMTP connection: at most 10 a minute per administrator. */
export const SMTP_TEST_LIMIT = 10;
const TEST_LIMIT = {
  config: {
    rateLimit: {
      max: SMTP_TEST_LIMIT,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `smtp-test-${request.admin?.id ?? request.ip}`,
    },
  },
};

export interface AdminEmailServices {
  smtpSettings: SmtpSettingsService;
  templates: EmailTemplatesService;
  smtpTest: SmtpTestService;
  outbox: OutboxAdminService;
}

/** The e-mail server screen and the outbox (docs/product.md#admin-smtp); registered in the admin context. */
export const adminEmailRoutes: FastifyPluginAsync<AdminEmailServices> = async (
  app,
  { smtpSettings, templates, smtpTest, outbox },
) => {
  route(app, adminEmailApi.smtp, () => smtpSettings.settings());
  route(app, adminEmailApi.saveSmtp, ({ body, actor }) => smtpSettings.save(body, actor));
  route(app, adminEmailApi.templates, () => templates.list());
  route(app, adminEmailApi.saveTemplates, ({ body, actor }) => templates.save(body, actor));
  route(app, adminEmailApi.test, ({ body, actor }) => smtpTest.send(body, actor), TEST_LIMIT);
  route(app, adminEmailApi.emails, ({ query }) => outbox.list(query));
  route(app, adminEmailApi.email, ({ params }) => outbox.detail(params.id));
  route(app, adminEmailApi.resend, ({ params, actor }) => outbox.resend(params.id, actor));
};
