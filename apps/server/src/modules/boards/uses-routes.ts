import { boardUsesApi } from '@neurobridge/shared/api/board-uses';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { BoardUsesService } from './uses-service';

/** What the board tells (docs/product.md#what-the-board-tells); who may do what is in each contract. */
export const boardUsesRoutes: FastifyPluginAsync<{ uses: BoardUsesService }> = async (app, { uses }) => {
  route(app, boardUsesApi.record, ({ child, body }) => uses.record(child.child.id, body));
  route(app, boardUsesApi.read, ({ child, query }) => uses.read(child.child.id, Number(query.days ?? 7)));
  route(app, boardUsesApi.settings, ({ child }) => uses.settings(child.child.id));
  route(app, boardUsesApi.changeSettings, ({ child, body }) => uses.changeSettings(child.child.id, body));
  route(app, boardUsesApi.phrases, ({ child, query }) => uses.phrases(child.child.id, query));
  route(app, boardUsesApi.forgetPhrases, ({ child }) => uses.forgetPhrases(child.child.id));
};
