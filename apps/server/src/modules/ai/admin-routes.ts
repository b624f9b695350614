import { adminAiApi } from '@neurobridge/shared/api/admin-ai';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { AiSettingsService } from './ai-settings-service';
import type { Assistant } from './assistant';

/** Each test calls the provider: at most 10 a minute per administrator. */
export const AI_TEST_LIMIT = 10;
const TEST_LIMIT = {
  config: {
    rateLimit: {
      max: AI_TEST_LIMIT,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => `ai-test-${request.admin?.id ?? request.ip}`,
    },
  },
};

/** The AI assistant screen (docs/product.md#admin-ai-bot); registered in the admin context. */
export const adminAiRoutes: FastifyPluginAsync<{ aiSettings: AiSettingsService; assistant: Assistant }> = async (
  app,
  { aiSettings, assistant },
) => {
  route(app, adminAiApi.trainingList, async () => ({ items: await aiSettings.trainingItems() }));
  route(app, adminAiApi.trainingCreate, ({ body, actor }) => aiSettings.createTraining(body, actor));
  route(app, adminAiApi.trainingUpdate, ({ params, body, actor }) => aiSettings.updateTraining(params.id, body, actor));
  route(app, adminAiApi.trainingDelete, ({ params, actor }) => aiSettings.deleteTraining(params.id, actor));
  route(app, adminAiApi.settings, () => aiSettings.settings());
  route(app, adminAiApi.saveSettings, ({ body, actor }) => aiSettings.saveSettings(body, actor));
  route(
    app,
    adminAiApi.test,
    async ({ body }) => {
      const answer = await assistant.answer({ text: body.message, child: null, history: [], useProvider: true });
      return { response: answer.text, source: answer.source };
    },
    TEST_LIMIT,
  );
};
