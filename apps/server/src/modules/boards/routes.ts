import { boardsApi } from '@neurobridge/shared/api/boards';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { BoardsService } from './boards-service';

/** 'Minha prancha' (docs/product.md#communication-board); who may do what is in each contract. */
export const boardsRoutes: FastifyPluginAsync<{ boards: BoardsService }> = async (app, { boards }) => {
  route(app, boardsApi.list, ({ child }) => boards.list(child.child.id));
  route(app, boardsApi.start, ({ child }) => boards.start(child.child.id));
  route(app, boardsApi.create, ({ child, body }) => boards.create(child.child.id, body));
  route(app, boardsApi.update, ({ child, params, body }) => boards.update(child.child.id, params.boardId, body));
  route(app, boardsApi.remove, ({ child, params }) => boards.remove(child.child.id, params.boardId));
  route(app, boardsApi.setCell, ({ child, params: { boardId, row, col }, body }) =>
    boards.setCell(child.child.id, boardId, { row, col }, body),
  );
  route(app, boardsApi.clearCell, ({ child, params: { boardId, row, col } }) =>
    boards.clearCell(child.child.id, boardId, { row, col }),
  );
};
