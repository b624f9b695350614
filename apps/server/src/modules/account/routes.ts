import { accountApi } from '@neurobridge/shared/api/account';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { route } from '../../lib/route';
import { clearSessionCookie } from '../../plugins/session-cookie';
import { requestOrigin } from '../audit/audit-log';
import type { AccountService } from './account-service';

/** A download reads every table of a family: bounded per account (docs/product.md#data-download). */
const EXPORT_LIMIT = {
  config: {
    rateLimit: {
      max: 10,
      timeWindow: '1 hour',
      keyGenerator: (request: FastifyRequest) => `account-export-${request.user?.id ?? request.ip}`,
    },
  },
};

/** 'Minha conta': the account, the download of all data, deleting the account (docs/product.md#data-rights). */
export const accountRoutes: FastifyPluginAsync<{ account: AccountService; config: AppConfig }> = async (
  app,
  { account, config },
) => {
  route(app, accountApi.get, ({ user }) => account.get(user));

  route(
    app,
    accountApi.export,
    async ({ user, request, reply }) => {
      const { filename, document } = await account.export(user, requestOrigin(request));
      reply.header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'no-store');
      return document;
    },
    EXPORT_LIMIT,
  );

  route(app, accountApi.remove, async ({ user, request, reply }) => {
    await account.remove(user, requestOrigin(request));
    clearSessionCookie(reply, config);
  });
};
