import { suggestionsApi } from '@neurobridge/shared/api/suggestions';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { SuggestionsService } from './suggestions-service';

/** 'Sugeridas para {nome} hoje' (docs/product.md#suggestions). */
export const suggestionsRoutes: FastifyPluginAsync<{ suggestions: SuggestionsService }> = async (
  app,
  { suggestions },
) => {
  route(app, suggestionsApi.today, ({ child }) => suggestions.today(child));
};
