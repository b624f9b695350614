import type { AppDeps } from '../../app-deps';
import { createEmailTemplatesService } from './email-templates-service';
import { createOutboxAdminService } from './outbox-admin-service';
import type { AdminEmailServices } from './routes';
import { createSmtpSettingsService } from './smtp-settings-service';
import { createSmtpTestService } from './smtp-test-service';

/** The services of the e-mail server screen and the outbox (docs/product.md#admin-smtp). */
export function createAdminEmailServices(deps: AppDeps): AdminEmailServices {
  const smtpSettings = createSmtpSettingsService(deps);
  return {
    smtpSettings,
    templates: createEmailTemplatesService(deps),
    smtpTest: createSmtpTestService({ ...deps, smtpSettings }),
    outbox: createOutboxAdminService(deps),
  };
}
