import { adminEmailApi } from '@neurobridge/shared/api/admin-email';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { Acting } from '../admin-users/admin-users-service';
import { requestOrigin } from '../audit/audit-log';
import type { EmailTemplatesService } from './email-templates-service';
import type { OutboxAdminService } from './outbox-admin-service';
import type { SmtpSettingsService } from './smtp-settings-service';
import type { SmtpTestService } from './smtp-test-service';

const acting = (request: FastifyRequest): Acting => ({ admin: request.admin!, from: requestOrigin(request) });

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
  route(app, adminEmailApi.saveSmtp, ({ body, request }) => smtpSettings.save(body, acting(request)));
  route(app, adminEmailApi.templates, () => templates.list());
  route(app, adminEmailApi.saveTemplates, ({ body, request }) => templates.save(body, acting(request)));
  route(app, adminEmailApi.test, ({ body, request }) => smtpTest.send(body, acting(request)), TEST_LIMIT);
  route(app, adminEmailApi.emails, ({ query }) => outbox.list(query));
  route(app, adminEmailApi.email, ({ params }) => outbox.detail(params.id));
  route(app, adminEmailApi.resend, ({ params, request }) => outbox.resend(params.id, acting(request)));
};
