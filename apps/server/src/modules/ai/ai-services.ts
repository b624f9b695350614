import type { AppDeps } from '../../app-deps';
import { createAiSettingsService } from './ai-settings-service';
import { createAssistant } from './assistant';
import { createChatService } from './chat-service';
import { createReportTextWriter } from './report-writer';

/** The AI assistant's services, built once from `deps` (docs/product.md#ai-assistant). */
export function createAiServices(deps: AppDeps) {
  const aiSettings = createAiSettingsService(deps);
  const assistant = createAssistant({
    ...deps,
    aiSettings,
    trainingExamples: () => aiSettings.trainingItems(),
  });
  return {
    aiSettings,
    assistant,
    chat: createChatService({ ...deps, assistant }),
    reportText: createReportTextWriter({ ...deps, aiSettings }),
  };
}

export type AiServices = ReturnType<typeof createAiServices>;
