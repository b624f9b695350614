import { boardExchangeApi, OBZ_BASE64_MAX } from '@neurobridge/shared/api/board-exchange';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import { sendDownload, sendPdf } from '../reports/pdf/send';
import type { BoardExchangeService } from './exchange-service';

/**
 * Print and share 'Minha prancha' (docs/product.md#print-and-share); who may do what is in each
 * contract. The import's JSON carries the `.obz` in base64: this plugin's routes take a JSON body up
 * to that size (the server's other routes keep their 256 KB).
 */
export const boardExchangeRoutes: FastifyPluginAsync<{ exchange: BoardExchangeService }> = async (
  app,
  { exchange },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: OBZ_BASE64_MAX + 1024 },
    app.getDefaultJsonParser('error', 'error'),
  );
  route(app, boardExchangeApi.pdf, async ({ child, params, reply }) =>
    sendPdf(reply, await exchange.pdf(child.child, params.boardId)),
  );
  route(app, boardExchangeApi.exportObz, async ({ child, reply }) =>
    sendDownload(reply, { ...(await exchange.exportObz(child.child)), contentType: 'application/zip' }),
  );
  route(app, boardExchangeApi.importObz, ({ child, body }) => exchange.importObz(child.child.id, body.file));
};
