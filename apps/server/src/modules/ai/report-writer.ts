import type { ProgressReport } from '@neurobridge/shared/api/reports';
import { CATEGORY_LABELS } from '@neurobridge/shared/domain/categories';
import type { AppDeps } from '../../app-deps';
import { createAiClient, providerFailure } from '../../integrations/openai/openai-client';
import type { AiSettingsService } from './ai-settings-service';
import { cleanAnswer, EMPTY_AFTER_FILTER } from './safety';

const categoryLabel = (c: string) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c;

export const REPORT_PROMPT =
  'Você escreve o texto de análise de um relatório de progresso para a família de uma criança que usa ' +
  'atividades terapêuticas. Escreva em português do Brasil, em um parágrafo de 3 a 5 frases, com tom ' +
  'positivo e respeitoso: o que foi feito, os pontos fortes, o que pode melhorar e uma sugestão prática. ' +
  'Use somente os números recebidos; não invente dados, não use nomes, não faça diagnósticos e não inclua links.';

/** Numbers and category names only: the recommendations are left out, as they may name the child. */
function aggregates(p: ProgressReport['progress']) {
  return {
    completedActivities: p.completedActivities,
    totalActivities: p.totalActivities,
    averageScore: p.averageScore,
    totalMinutes: p.totalTimeSpent,
    categories: p.categoryProgress.map((c) => ({ ...c, category: categoryLabel(c.category) })),
    weeks: p.weeklyProgress.map(({ completed, avgScore }) => ({ completed, avgScore })),
    strengths: p.strengths.map(categoryLabel),
    areasForImprovement: p.areasForImprovement.map(categoryLabel),
  };
}

/**
 * The progress report's text written by the AI (docs/product.md#ai-assistant) when the AI chat and
 * report generation are both on and a key is set: from the aggregates only, never the child's
 * name or diagnosis. Null (the rule-based text stays) otherwise or when the provider fails.
 */
export function createReportTextWriter({
  config,
  settings,
  aiSettings,
  onBackgroundError,
}: Pick<AppDeps, 'config' | 'settings' | 'onBackgroundError'> & { aiSettings: AiSettingsService }) {
  return async (progress: ProgressReport['progress']): Promise<string | null> => {
    const values = await settings.all();
    if (values.ai_chat_enabled !== 'true' || values.report_generation_enabled !== 'true') return null;
    const s = await aiSettings.runtime();
    if (!s.apiKey) return null;
    try {
      const client = createAiClient({ apiKey: s.apiKey, baseUrl: config.ai.baseUrl, timeoutMs: config.ai.timeoutMs });
      const text = await client.complete({
        model: s.model,
        temperature: s.temperature,
        maxTokens: s.maxTokens,
        messages: [
          { role: 'system', content: REPORT_PROMPT },
          { role: 'user', content: JSON.stringify(aggregates(progress)) },
        ],
      });
      const cleaned = cleanAnswer(text);
      return cleaned === EMPTY_AFTER_FILTER ? null : cleaned;
    } catch (err) {
      onBackgroundError(providerFailure(err), 'AI report text failed; the rule-based text was used');
      return null;
    }
  };
}

export type ReportTextWriter = ReturnType<typeof createReportTextWriter>;
