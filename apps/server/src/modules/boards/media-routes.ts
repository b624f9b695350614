import { boardMediaApi, MEDIA_BODY_BYTES_MAX } from '@neurobridge/shared/api/board-media';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { BoardMediaService } from './media-service';

/** The family's photos and voices of 'Minha prancha' (docs/product.md#photos-and-voices). */
export const boardMediaRoutes: FastifyPluginAsync<{ media: BoardMediaService }> = async (app, { media }) => {
  // A recording of 300 KB is about 410 KB in base64: more than the app's 256 KB for a body.
  route(app, boardMediaApi.upload, ({ child, body }) => media.upload(child.child.id, body), {
    bodyLimit: MEDIA_BODY_BYTES_MAX,
  });
  route(app, boardMediaApi.read, async ({ child, params, reply }) => {
    const file = await media.read(child.child.id, params.mediaId);
    return reply
      .status(200)
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });
};
